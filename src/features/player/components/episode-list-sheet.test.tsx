import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/support/harness';
import { EpisodeListSheet } from './episode-list-sheet';

const episodes = Array.from({ length: 40 }, (_, i) => ({
  episodeNumber: i + 1,
  videoUrl: i < 5 ? `/demo-media/ep${i + 1}.mp4` : '',
  locked: i >= 5,
}));

function renderList(currentIndex = 0) {
  const onSelect = vi.fn();
  renderWithProviders(
    <EpisodeListSheet
      open
      onClose={vi.fn()}
      title="Demo"
      episodes={episodes}
      freeEpisodes={5}
      currentIndex={currentIndex}
      onSelect={onSelect}
    />,
  );
  return { onSelect };
}

describe('EpisodeListSheet', () => {
  it('splits 40 episodes into the ranges 1-30 and 31-40', async () => {
    renderList();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['1-30', '31-40']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const grid = screen.getByRole('tabpanel');
    expect(within(grid).getAllByRole('button')).toHaveLength(30);

    await userEvent.click(tabs[1]!);
    const panel = screen.getByRole('tabpanel', { name: '31-40' });
    expect(within(panel).getAllByRole('button')).toHaveLength(10);
    for (let n = 31; n <= 40; n++)
      expect(within(panel).getByRole('button', { name: `Episode ${n}, Locked` })).toBeVisible();
    // The grid in the panel is still a list of episodes.
    expect(within(panel).getAllByRole('listitem')).toHaveLength(10);
  });

  it('marks the playing episode, the free ones and the locked ones', async () => {
    renderList(2);
    expect(await screen.findByRole('button', { name: 'Episode 3, Playing' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Episode 1, Free' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Episode 6, Locked' })).toBeInTheDocument();
  });

  it('opens on the range of the playing episode', async () => {
    renderList(35);
    expect(await screen.findByRole('tab', { name: '31-40' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Episode 36, Playing' })).toBeInTheDocument();
  });

  it('reports the chosen episode by its index', async () => {
    const { onSelect } = renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Episode 6, Locked' }));
    expect(onSelect).toHaveBeenCalledWith(5);
  });

  it('shows no tabs for a series of 30 episodes or fewer', async () => {
    renderWithProviders(
      <EpisodeListSheet
        open
        onClose={vi.fn()}
        title="Short"
        episodes={episodes.slice(0, 12)}
        freeEpisodes={5}
        currentIndex={0}
        onSelect={vi.fn()}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Episode 12, Locked' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
