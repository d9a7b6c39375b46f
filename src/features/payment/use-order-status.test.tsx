import { act, render, renderHook } from '@testing-library/react';
import { Activity } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '@/shared/api/types';
import { envelope, stubApi } from '@tests/support/harness';
import { useOrderStatus } from './use-order-status';

const ID = 'PO20261122000123';
const PATH = `/h5/recharge/order/${ID}`;
const base: OrderStatus = {
  payOrderId: ID,
  status: 'PENDING',
  amount: 59,
  currency: 'THB',
  coins: 600,
  bonusCoins: 60,
  balance: null,
  unlocked: [],
  paidAt: null,
  failureReason: null,
};

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useOrderStatus', () => {
  it('asks every 2 s while the tab is visible, not while it is in the background, and at once when it is back', async () => {
    const api = stubApi({ [`GET ${PATH}`]: () => envelope(base) });
    const polls = () => api.calls(`GET ${PATH}`).length;
    const { result } = renderHook(() => useOrderStatus(ID));
    await tick(0);
    expect(polls()).toBe(1);
    expect(result.current).toEqual({ kind: 'status', status: base });
    await tick(4000);
    expect(polls()).toBe(3);

    act(() => setVisibility('hidden'));
    await tick(30_000);
    expect(polls()).toBe(3);

    act(() => setVisibility('visible'));
    await tick(0);
    expect(polls()).toBe(4);
  });

  it('asks at once when the phone is back online, not at the end of the wait', async () => {
    const api = stubApi({ [`GET ${PATH}`]: () => envelope(base) });
    const polls = () => api.calls(`GET ${PATH}`).length;
    renderHook(() => useOrderStatus(ID, { intervalMs: 5000 }));
    await tick(0);
    expect(polls()).toBe(1);
    act(() => void window.dispatchEvent(new Event('online')));
    await tick(0);
    expect(polls()).toBe(2);
  });

  it('stops while its kept-alive page is hidden and checks at once when it is shown', async () => {
    const api = stubApi({ [`GET ${PATH}`]: () => envelope(base) });
    const polls = () => api.calls(`GET ${PATH}`).length;
    function Probe() {
      useOrderStatus(ID);
      return null;
    }
    const view = render(
      <Activity mode="visible">
        <Probe />
      </Activity>,
    );
    await tick(0);
    expect(polls()).toBe(1);
    view.rerender(
      <Activity mode="hidden">
        <Probe />
      </Activity>,
    );
    await tick(30_000);
    expect(polls()).toBe(1);
    view.rerender(
      <Activity mode="visible">
        <Probe />
      </Activity>,
    );
    await tick(0);
    expect(polls()).toBe(2);
  });

  it('stops once the order is settled', async () => {
    const answers = [base, { ...base, status: 'FAILED' as const }];
    const api = stubApi({ [`GET ${PATH}`]: () => envelope(answers.length > 1 ? answers.shift() : answers[0]) });
    const { result } = renderHook(() => useOrderStatus(ID));
    await tick(2000);
    expect(result.current).toMatchObject({ kind: 'status', status: { status: 'FAILED' } });
    await tick(30_000);
    expect(api.calls(`GET ${PATH}`)).toHaveLength(2);
  });

  it.each([
    ['a rate limiter’s 429', () => envelope(null, 429, 429, 'Too many requests')],
    ['a gateway’s HTML 404', () => new Response('<html>Not Found</html>', { status: 404 })],
    ['a 408', () => envelope(null, 408, 408)],
    ['an HTTP 200 with an undocumented code', () => envelope(null, 200, 5000, 'System busy')],
  ])('keeps asking after %s: it says nothing about the order', async (_label, answer) => {
    let failing = true;
    const api = stubApi({ [`GET ${PATH}`]: () => (failing ? answer() : envelope(base)) });
    const { result } = renderHook(() => useOrderStatus(ID));
    await tick(0);
    expect(result.current).toEqual({ kind: 'unknown' });
    failing = false;
    await tick(4000); // after one failure: 2 s × 2
    expect(api.calls(`GET ${PATH}`)).toHaveLength(2);
    expect(result.current).toEqual({ kind: 'status', status: base });
  });

  it.each([
    ['the order is unknown to the server (3001)', () => envelope(null, 404, 3001, 'Order not found')],
    ['403', () => envelope(null, 403, 403, 'Forbidden')],
  ])('stops when %s', async (_label, answer) => {
    const api = stubApi({ [`GET ${PATH}`]: answer });
    const { result } = renderHook(() => useOrderStatus(ID));
    await tick(0);
    expect(result.current).toMatchObject({ kind: 'refused' });
    await tick(60_000);
    expect(api.calls(`GET ${PATH}`)).toHaveLength(1);
  });
});
