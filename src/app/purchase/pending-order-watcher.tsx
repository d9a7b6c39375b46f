import { useCallback } from 'react';
import type { FollowEnd } from '@/features/payment/order-follower';
import { justMadeOrderId, shownOrderId } from '@/features/payment/pending-order';
import { forgetSessionOrder, type FollowedOrder } from '@/features/payment/pending-orders';
import { useOrderFollower } from '@/features/payment/use-order-follower';
import { useCompletePurchase } from './use-complete-purchase';

/** Away from the QR page nobody is looking at the orders: checked less often than the QR page does its own. */
const CHECK_EVERY_MS = 5000;

/**
 * Every order the visitor made and is not known to be final, checked quietly when the app starts, when it comes
 * back to the foreground and every few seconds while it is shown, on every screen (on /qrCode, all but the order
 * the page checks itself). The visitor who paid in the banking app while the in-app browser was killed opens the
 * ad's link again: the purchase completes here; so does the first of two orders, paid while the visitor waits on
 * the second's QR. Loaded only while an order is pending (app-shell.tsx).
 */
export default function PendingOrderWatcher({ onQrPage }: { onQrPage: boolean }) {
  const complete = useCompletePurchase();
  const onEnd = useCallback(
    async (order: FollowedOrder, end: FollowEnd) => {
      try {
        if (end.kind === 'final') await complete(end.status, order.request, true);
      } finally {
        // Final, not known to the server (or not this user's), or past its time: nothing will complete it here.
        forgetSessionOrder(order.payOrderId);
      }
    },
    [complete],
  );
  const skip = useCallback(() => (onQrPage ? shownOrderId() : justMadeOrderId(CHECK_EVERY_MS)), [onQrPage]);
  useOrderFollower({ intervalMs: CHECK_EVERY_MS, skip, onEnd });
  return null;
}
