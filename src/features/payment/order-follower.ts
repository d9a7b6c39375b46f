// Following several orders at once, apart from React: one poll scheduler (its interval, its backoff after a
// failure, its "check now" on return) whose every check is a round over the orders, one at a time.
import { isDefiniteRefusal } from '@/shared/api/errors';
import type { OrderStatus } from '@/shared/api/types';
import { createPollScheduler, isSettledStatus, type PollScheduler } from './poll-scheduler';
import type { FollowedOrder } from './pending-orders';

/** How an order's following ended. */
export type FollowEnd =
  /** PAID, FAILED or EXPIRED, as the server said. */
  | { kind: 'final'; status: OrderStatus }
  /** A refusal the contract documents (3001 not found, 403 not yours): it will answer the same every time. */
  | { kind: 'refused'; code: number }
  /** Still pending when asked after its time was up: the server did not expire it, the app stops asking. */
  | { kind: 'overdue' };

export interface OrderFollowerOptions {
  intervalMs: number;
  /** The orders to check, read afresh each round (one made meanwhile is in the next). */
  orders: () => readonly FollowedOrder[];
  check: (payOrderId: string) => Promise<OrderStatus>;
  /** Called once per order whose following ended; the round waits for it before the next order. */
  onEnd: (order: FollowedOrder, end: FollowEnd) => Promise<unknown> | void;
  now?: () => number;
}

/**
 * Every order checked in turn, each round; a round that ends on a failure (the network, a timeout, a 429, a
 * gateway's page, a 5xx, a 401 while signed out) says nothing about the orders left, and the next round waits
 * longer (the scheduler's backoff): one server in trouble is not asked once per order.
 */
export function createOrderFollower({
  intervalMs,
  orders,
  check,
  onEnd,
  now = Date.now,
}: OrderFollowerOptions): PollScheduler {
  let stopped = false;
  const scheduler = createPollScheduler({
    intervalMs,
    check: async () => {
      // A copy: an order that ends during the round leaves the list, not this round.
      for (const order of [...orders()]) {
        if (stopped) break;
        const askedAt = now();
        let status: OrderStatus;
        try {
          status = await check(order.payOrderId);
        } catch (error) {
          if (!isDefiniteRefusal(error) || error.code === 401) throw error;
          await onEnd(order, { kind: 'refused', code: error.code });
          continue;
        }
        if (stopped) break;
        // The answer is about the order asked for, whatever id a server echoes back.
        if (isSettledStatus(status.status))
          await onEnd(order, { kind: 'final', status: { ...status, payOrderId: order.payOrderId } });
        else if (order.until !== undefined && askedAt > order.until) await onEnd(order, { kind: 'overdue' });
      }
      return 'continue';
    },
  });
  return {
    setActive: (active) => scheduler.setActive(active),
    checkNow: () => scheduler.checkNow(),
    stop: () => {
      stopped = true;
      scheduler.stop();
    },
    get settled() {
      return scheduler.settled;
    },
  };
}
