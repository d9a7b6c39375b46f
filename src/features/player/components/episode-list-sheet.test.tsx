import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/support/harness';
import { EpisodeListSheet } from './episode-list-sheet';

const episodes = Array.from({ length: 40 }, (_, i) => ({
  episodeNumber: i + 1,
  videoUrl: i < 5 ? `/demo-media/ep${i + 1}.mp4` : '',
  locked: i >= 5,
}));

/** A long series: 600 episodes, 1-10 free, the rest locked but 250, unlocked. */
const long = Array.from({ length: 600 }, (_, i) => ({
  episodeNumber: i + 1,
  videoUrl: i < 10 || i === 249 ? `/demo-media/ep${(i % 6) + 1}.mp4` : '',
  locked: i >= 10 && i !== 249,
}));

function renderList(currentIndex = 0, list = episodes) {
  const onSelect = vi.fn();
  renderWithProviders(
    <EpisodeListSheet
      open
      onClose={vi.fn()}
      title="Demo"
      episodes={list}
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

  it('offers no "Go to episode" where two tabs hold the whole series', async () => {
    renderList();
    await screen.findAllByRole('tab');
    expect(screen.queryByRole('textbox', { name: 'Go to episode' })).not.toBeInTheDocument();
  });
});

describe('EpisodeListSheet, a series of hundreds', () => {
  // jsdom has no scrollIntoView; one test lends it one.
  afterEach(() => Reflect.deleteProperty(Element.prototype, 'scrollIntoView'));

  it('opens on where the visitor left off: its tab selected, the episode marked and scrolled into view', async () => {
    const scrolled: Element[] = [];
    // jsdom lays nothing out; what the sheet asks to bring into view is what a browser would scroll to.
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    renderList(249, long);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs).toHaveLength(20);
    const tab = screen.getByRole('tab', { name: '241-270' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const current = screen.getByRole('button', { name: 'Episode 250, Playing' });
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(scrolled).toEqual([tab, current]);
  });

  it("jumps to an episode by its number: a locked one too (its paywall is the caller's)", async () => {
    const user = userEvent.setup();
    const { onSelect } = renderList(0, long);
    const field = await screen.findByRole('textbox', { name: 'Go to episode' });
    await user.type(field, '457{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(456);
    expect(field).toHaveValue('');
    await user.type(field, ' 250 ');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSelect).toHaveBeenLastCalledWith(249);
  });

  it('says which numbers exist when the one typed is not an episode', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderList(0, long);
    const field = await screen.findByRole('textbox', { name: 'Go to episode' });
    for (const typed of ['601', '0', 'abc', '']) {
      await user.clear(field);
      if (typed) await user.type(field, typed);
      await user.click(screen.getByRole('button', { name: 'Go' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Choose an episode from 1 to 600');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Choose an episode from 1 to 600');
    }
    expect(onSelect).not.toHaveBeenCalled();
    await user.type(field, '1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
