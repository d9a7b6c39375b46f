import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithProviders, stubApi } from '@tests/support/harness';
import EndCard, { type EndCardProps } from './end-card';

const others = [
  {
    dramaId: '2',
    title: 'Second Drama',
    cover: '/c2.jpg',
    link: 'https://x.example/?info=2',
    hot: true,
    totalEpisodes: 60,
  },
  {
    dramaId: '3',
    title: 'Third Drama',
    cover: '/c3.jpg',
    link: 'https://x.example/?info=3',
    hot: false,
    totalEpisodes: 30,
  },
];

function renderCard(end: EndCardProps['end']) {
  const props = { onReplay: vi.fn(), onClose: vi.fn(), onOpenDrama: vi.fn() };
  const api = stubApi({ 'GET /h5/drama_video/link/get_other_video_link': () => envelope(others) });
  renderWithProviders(
    <EndCard dramaId="1" promotionLinkId="pl" title="First Drama" cover="/c1.jpg" end={end} {...props} />,
  );
  return { ...props, api };
}

afterEach(() => vi.unstubAllGlobals());

describe('EndCard', () => {
  it('says "The end" when every episode is out, and offers the other series with their covers', async () => {
    const { onOpenDrama, api } = renderCard({ complete: true, released: 40, total: 40 });
    const card = await screen.findByRole('region', { name: 'The end' });
    expect(within(card).getByText('First Drama')).toBeVisible();
    expect(within(card).queryByText(/episodes are out/)).toBeNull();
    const second = await within(card).findByRole('button', { name: /Second Drama/ });
    expect(second.querySelector('img')).toHaveAttribute('src', '/c2.jpg');
    expect(within(card).getByRole('button', { name: /Third Drama/ })).toBeVisible();
    expect(api.calls('GET /h5/drama_video/link/get_other_video_link')[0]?.url.searchParams.get('dramaId')).toBe('1');
    await userEvent.click(second);
    expect(onOpenDrama).toHaveBeenCalledWith(others[0]);
  });

  it('says "More episodes coming" with how many are out while the series is still being released', async () => {
    renderCard({ complete: false, released: 12, total: 60 });
    const card = await screen.findByRole('region', { name: 'More episodes coming' });
    expect(within(card).getByText('12 of 60 episodes are out. New ones are on the way.')).toBeVisible();
  });

  it('takes the focus to its heading, replays, and closes by its button or Escape', async () => {
    const { onReplay, onClose } = renderCard({ complete: true, released: 12, total: 12 });
    const heading = await screen.findByRole('heading', { name: 'The end' });
    expect(heading).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Replay' }));
    expect(onReplay).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
