import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, TransportError } from '@/shared/api/errors';
import type { OrderStatus } from '@/shared/api/types';
import { createOrderFollower, type FollowEnd } from './order-follower';
import type { FollowedOrder } from './pending-orders';

const pending = (payOrderId: string, status: OrderStatus['status'] = 'PENDING'): OrderStatus => ({
  payOrderId,
  status,
  amount: 59,
  currency: 'THB',
  coins: 600,
  bonusCoins: 60,
  balance: status === 'PAID' ? 1380 : null,
  unlocked: [],
  paidAt: null,
  failureReason: null,
});
const followed = (payOrderId: string, until?: number): FollowedOrder => ({
  payOrderId,
  request: { packageId: 'pkg', dramaId: '10086' },
  until,
});

/** The orders the follower reads, the answers per id (a function of how often it was asked), and what ended. */
function setUp(orders: FollowedOrder[], answer: (id: string, asked: number) => OrderStatus | Error) {
  const asked: string[] = [];
  const ended: [string, FollowEnd['kind']][] = [];
  const follower = createOrderFollower({
    intervalMs: 5000,
    orders: () => orders,
    check: async (id) => {
      asked.push(id);
      const next = answer(id, asked.filter((one) => one === id).length);
      if (next instanceof Error) throw next;
      return next;
    },
    onEnd: (order, end) => {
      ended.push([order.payOrderId, end.kind]);
      orders.splice(orders.indexOf(order), 1);
    },
  });
  follower.setActive(true);
  return { follower, asked, ended };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createOrderFollower', () => {
  it('checks every order in turn each round; a paid one ends, the others go on being checked', async () => {
    const orders = [followed('A'), followed('B')];
    const { follower, asked, ended } = setUp(orders, (id, n) =>
      pending(id, id === 'A' && n === 2 ? 'PAID' : 'PENDING'),
    );
    await flush();
    expect(asked).toEqual(['A', 'B']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(asked).toEqual(['A', 'B', 'A', 'B']);
    expect(ended).toEqual([['A', 'final']]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(asked).toEqual(['A', 'B', 'A', 'B', 'B']);
    follower.stop();
  });

  it('checks an order made meanwhile in the next round', async () => {
    const orders = [followed('A')];
    const { follower, asked } = setUp(orders, (id) => pending(id));
    await flush();
    orders.push(followed('B'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(asked).toEqual(['A', 'A', 'B']);
    follower.stop();
  });

  it('hands on the answer as the order asked for, whatever id the server echoes', async () => {
    const ends: FollowEnd[] = [];
    const follower = createOrderFollower({
      intervalMs: 5000,
      orders: () => [followed('B')],
      check: async () => pending('A', 'PAID'),
      onEnd: (_order, end) => void ends.push(end),
    });
    follower.setActive(true);
    await flush();
    expect(ends[0]).toMatchObject({ kind: 'final', status: { payOrderId: 'B', status: 'PAID' } });
    follower.stop();
  });

  it('ends a round on a failure that says nothing, and waits longer before the next (no call per order)', async () => {
    const orders = [followed('A'), followed('B')];
    const rateLimited = new ApiError({ code: 429, status: 429, message: 'Too many requests' });
    const { follower, asked, ended } = setUp(orders, (id, n) =>
      n === 1 ? rateLimited : n === 2 ? TransportError.network() : pending(id),
    );
    await flush();
    expect(asked).toEqual(['A']);
    await vi.advanceTimersByTimeAsync(9999); // 5 s doubled after one failure
    expect(asked).toEqual(['A']);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual(['A', 'A']);
    await vi.advanceTimersByTimeAsync(20_000); // doubled again after two
    expect(asked).toEqual(['A', 'A', 'A', 'B']);
    expect(ended).toEqual([]);
    follower.stop();
  });

  it('forgets an order the server does not know (3001) or will not show (403), never one on a 401 or a 5xx', async () => {
    const orders = [followed('A'), followed('B'), followed('C'), followed('D')];
    const refusal = (code: number, status: number) => new ApiError({ code, status, message: 'no' });
    const answers: Record<string, Error> = {
      A: refusal(3001, 404),
      B: refusal(403, 403),
      C: refusal(401, 401),
      D: refusal(500, 502),
    };
    const { follower, ended } = setUp(orders, (id) => answers[id] ?? pending(id));
    await flush();
    expect(ended).toEqual([
      ['A', 'refused'],
      ['B', 'refused'],
    ]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ended).toHaveLength(2);
    follower.stop();
  });

  it('asks once more after its time is up, then forgets an order still pending', async () => {
    const orders = [followed('A', Date.now() + 7000), followed('B')];
    const { follower, asked, ended } = setUp(orders, (id) => pending(id));
    await flush();
    await vi.advanceTimersByTimeAsync(5000); // 5 s: not yet up
    expect(ended).toEqual([]);
    await vi.advanceTimersByTimeAsync(5000); // 10 s: asked after its time, still pending
    expect(ended).toEqual([['A', 'overdue']]);
    expect(asked).toEqual(['A', 'B', 'A', 'B', 'A', 'B']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(asked.slice(6)).toEqual(['B']);
    follower.stop();
  });

  it('asks nothing more once stopped, not even the rest of a round under way', async () => {
    const orders = [followed('A'), followed('B')];
    let release = () => {};
    const asked: string[] = [];
    const follower = createOrderFollower({
      intervalMs: 5000,
      orders: () => orders,
      check: (id) => {
        asked.push(id);
        return new Promise((resolve) => (release = () => resolve(pending(id))));
      },
      onEnd: () => {},
    });
    follower.setActive(true);
    await flush();
    follower.stop();
    release();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(asked).toEqual(['A']);
  });
});
