import { useEffect, useRef } from 'react';
import { fetchOrderStatus } from './api';
import { createOrderFollower, type FollowEnd } from './order-follower';
import { sessionFollowedOrders, type FollowedOrder } from './pending-orders';
import { followWhileShown } from './use-order-status';

interface OrderFollowerHookOptions {
  intervalMs: number;
  /** An order not to check: the one the QR page on screen checks itself. */
  skip: () => string | undefined;
  onEnd: (order: FollowedOrder, end: FollowEnd) => Promise<unknown> | void;
}

/**
 * Follows every order of the session user (pending-orders.ts) quietly while the tab can be seen: at once when
 * it starts, is shown again or back online, then every `intervalMs`, one order at a time (order-follower.ts).
 * The checks are background calls: quiet, and waiting while signed out.
 */
export function useOrderFollower({ intervalMs, skip, onEnd }: OrderFollowerHookOptions): void {
  const latest = useRef({ skip, onEnd });
  useEffect(() => {
    latest.current = { skip, onEnd };
  });

  useEffect(() => {
    const controller = new AbortController();
    const follower = createOrderFollower({
      intervalMs,
      orders: () => {
        const onScreen = latest.current.skip();
        return sessionFollowedOrders().filter((order) => order.payOrderId !== onScreen);
      },
      check: (payOrderId) => fetchOrderStatus(payOrderId, { signal: controller.signal, background: true }),
      onEnd: (order, end) => latest.current.onEnd(order, end),
    });
    const unbind = followWhileShown(follower);
    return () => {
      unbind();
      follower.stop();
      controller.abort();
    };
  }, [intervalMs]);
}
