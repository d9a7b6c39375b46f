import { useEffect, useRef, useState } from 'react';
import { isDefiniteRefusal } from '@/shared/api/errors';
import type { OrderStatus } from '@/shared/api/types';
import { fetchOrderStatus } from './api';
import { createPollScheduler, isSettledStatus, type PollScheduler } from './poll-scheduler';

const POLL_INTERVAL_MS = 2000;

export type OrderStatusState =
  | { kind: 'unknown' }
  | { kind: 'status'; status: OrderStatus }
  /** The server refused to tell (order not found, not the visitor's): polling stopped. */
  | { kind: 'refused'; code: number };

type Tracked = { attempt: string; state: OrderStatusState };

interface OrderStatusOptions {
  /** A new attempt for the same id starts afresh. */
  attempt?: string | number;
  intervalMs?: number;
  /** Checks nobody asked for (the app's own, away from /qrCode): quiet, and paused while signed out. */
  background?: boolean;
}

/**
 * Polls the order's status about every 2 s while the page can be seen. It stops while the tab is
 * in the background (visibilitychange) and while a kept-alive page is hidden (<Activity> tears down
 * effects), checks at once when shown again, back online or when the app starts (once more after a
 * check under way, whose answer may predate the payment), and ends once the order is paid,
 * failed or expired. While the session is signed out (a 401) it waits, checking again now and then.
 */
export function useOrderStatus(
  payOrderId: string | undefined,
  { attempt = '', intervalMs = POLL_INTERVAL_MS, background = false }: OrderStatusOptions = {},
): OrderStatusState {
  // A new attempt for the same id (a server that hands the id out again) starts afresh.
  const key = payOrderId ? `${payOrderId}#${attempt}` : undefined;
  const [tracked, setTracked] = useState<Tracked | undefined>();
  // Orders known to be final: showing the page again must not ask (and report) them again.
  const settledIds = useRef(new Set<string>());

  useEffect(() => {
    if (!payOrderId || !key || settledIds.current.has(key)) return;
    const controller = new AbortController();
    const update = (state: OrderStatusState) => {
      if (!controller.signal.aborted) setTracked({ attempt: key, state });
    };
    const scheduler = createPollScheduler({
      intervalMs,
      check: async () => {
        try {
          const status = await fetchOrderStatus(payOrderId, { signal: controller.signal, background });
          update({ kind: 'status', status });
          if (!isSettledStatus(status.status)) return 'continue';
          settledIds.current.add(key);
          return 'settled';
        } catch (error) {
          // A refusal the contract documents (3001 order not found, 403) answers the same every time: stop
          // asking. Everything else is retried by the scheduler, with a growing wait: network trouble, a
          // timeout, a rate limiter's 429, a gateway's page (even a 404 one), a 5xx, and a 401, which waits
          // for a user and never forgets the order.
          if (isDefiniteRefusal(error) && error.code !== 401) {
            update({ kind: 'refused', code: error.code });
            settledIds.current.add(key);
            return 'settled';
          }
          throw error;
        }
      },
    });
    const unbind = followWhileShown(scheduler);
    return () => {
      unbind();
      scheduler.stop();
      controller.abort();
    };
  }, [payOrderId, key, intervalMs, background]);

  // A state left from the previous order never shows for a new one.
  return tracked && tracked.attempt === key ? tracked.state : { kind: 'unknown' };
}

/**
 * Runs `scheduler` while the tab can be seen, and checks at once when it is shown again or back online (after the
 * banking app, or a tunnel: now rather than at the end of a backoff). Returns what undoes it.
 */
export function followWhileShown(scheduler: Pick<PollScheduler, 'setActive' | 'checkNow'>): () => void {
  const follow = () => scheduler.setActive(document.visibilityState !== 'hidden');
  const reconnected = () => scheduler.checkNow();
  follow();
  document.addEventListener('visibilitychange', follow);
  window.addEventListener('online', reconnected);
  return () => {
    document.removeEventListener('visibilitychange', follow);
    window.removeEventListener('online', reconnected);
  };
}
