import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/shared/ui/toast/toast-store';
import { deferred, envelope, renderWithProviders, stubApi } from '@tests/support/harness';
import { UnlockSheet, type UnlockSheetProps } from './unlock-sheet';

const unlockedResult = {
  balance: 690,
  seriesUnlocked: false,
  unlocked: [{ episodeNumber: 6, videoUrl: '/demo-media/ep6.mp4', locked: false }],
};

function renderSheet(props: Partial<UnlockSheetProps> = {}) {
  const handlers = { onClose: vi.fn(), onUnlocked: vi.fn(), onTopUp: vi.fn() };
  renderWithProviders(
    <UnlockSheet
      open
      dramaId="10086"
      episodeNumber={6}
      episodePrice={30}
      seriesPrice={600}
      lockedEpisodes={35}
      balance={720}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

describe('UnlockSheet', () => {
  it('shows the balance, the episode price, the series price and what the series saves', async () => {
    stubApi(() => envelope(null));
    renderSheet();
    expect(await screen.findByRole('heading', { name: 'Unlock Episode 6' })).toBeInTheDocument();
    expect(screen.getByText('Unlocking this episode requires payment')).toBeInTheDocument();
    expect(screen.getByText('720 coins')).toBeInTheDocument();
    expect(screen.getByText('30 coins per episode')).toBeInTheDocument();
    const series = screen.getByRole('button', { name: /Unlock all episodes for 600 coins/ });
    // 35 locked episodes at 30 coins would cost 1050: the series saves 450.
    expect(series).toHaveTextContent('Save 450 coins');
  });

  it('sends one unlock with an Idempotency-Key for a double tap, disabled while it runs', async () => {
    const answer = deferred();
    const api = stubApi(() => answer.promise);
    const { onUnlocked } = renderSheet();
    const unlock = await screen.findByRole('button', { name: 'Unlock now' });
    await userEvent.dblClick(unlock);
    const busy = screen.getByRole('button', { name: 'Unlocking…' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: /Unlock all episodes/ })).toBeDisabled();
    await userEvent.click(busy);
    expect(api.calls()).toHaveLength(1);
    const [call] = api.calls();
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/h5/drama_video/unlock');
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(call?.body).toEqual({ dramaId: '10086', episodeNumber: 6 });

    answer.resolve(envelope(unlockedResult));
    await waitFor(() => expect(onUnlocked).toHaveBeenCalledWith(unlockedResult, { kind: 'episode', episodeNumber: 6 }));
    expect(screen.getByRole('button', { name: 'Unlock now' })).toBeEnabled();
  });

  it('unlocks the whole series through unlock_all', async () => {
    const api = stubApi(() => envelope({ ...unlockedResult, balance: 120, seriesUnlocked: true }));
    const { onUnlocked } = renderSheet();
    await userEvent.click(await screen.findByRole('button', { name: /Unlock all episodes/ }));
    await waitFor(() => expect(onUnlocked).toHaveBeenCalledOnce());
    const [call] = api.calls();
    expect(call?.path).toBe('/h5/drama_video/unlock_all');
    expect(call?.body).toEqual({ dramaId: '10086' });
    expect(call?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('reuses the key when the network failed (the charge may have happened) and not after an answer', async () => {
    let failNext = true;
    const api = stubApi(() => {
      if (failNext) {
        failNext = false;
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return envelope(null, 402, 1002, 'Balance too low');
    });
    renderSheet();
    const unlock = await screen.findByRole('button', { name: 'Unlock now' });
    await userEvent.click(unlock);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unlock now' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Unlock now' }));
    await screen.findByRole('alert');
    const keys = api.calls().map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('turns a 402 into a way to top up', async () => {
    stubApi(() => envelope(null, 402, 1002, 'Balance too low'));
    const { onTopUp, onUnlocked } = renderSheet();
    await userEvent.click(await screen.findByRole('button', { name: 'Unlock now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient balance. Please top up first.');
    expect(screen.queryByRole('button', { name: 'Unlock now' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Top up now' }));
    expect(onTopUp).toHaveBeenCalledOnce();
    expect(onUnlocked).not.toHaveBeenCalled();
  });

  it('offers top up instead of a call the known balance cannot pay', async () => {
    const api = stubApi(() => envelope(null));
    const { onTopUp } = renderSheet({ balance: 10 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient balance');
    expect(screen.queryByRole('button', { name: 'Unlock now' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Unlock all episodes/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Top up now' }));
    expect(onTopUp).toHaveBeenCalledOnce();
    expect(api.calls()).toHaveLength(0);
  });

  it('lets the visitor unlock again once a top-up raised the balance', async () => {
    stubApi(() => envelope(null, 402, 1002, 'Balance too low'));
    const handlers = { onClose: vi.fn(), onUnlocked: vi.fn(), onTopUp: vi.fn() };
    const props = {
      open: true,
      dramaId: '10086',
      episodeNumber: 6,
      episodePrice: 30,
      seriesPrice: 600,
      lockedEpisodes: 35,
      ...handlers,
    };
    const { rerender } = renderWithProviders(<UnlockSheet {...props} balance={20} />);
    await screen.findByRole('alert');
    rerender(<UnlockSheet {...props} balance={520} />);
    expect(await screen.findByRole('button', { name: 'Unlock now' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
