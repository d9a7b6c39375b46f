import { useEffect, useRef } from 'react';
import { clearPendingOrder, usePendingOrder } from '@/features/payment/pending-order';
import { useOrderStatus } from '@/features/payment/use-order-status';
import { useCompletePurchase } from './use-complete-purchase';

/** Away from /qrCode nobody is looking at the order: checked less often than the QR page does. */
const CHECK_EVERY_MS = 5000;

/**
 * The pending order, checked quietly when the app starts, when it comes back to the foreground and every
 * few seconds while it is shown, on every screen but /qrCode (which checks it itself). The visitor who paid
 * in the banking app while the in-app browser was killed opens the ad's link again: the purchase completes
 * here. Loaded only while an order is pending (app-shell.tsx).
 */
export default function PendingOrderWatcher() {
  const pending = usePendingOrder();
  const payOrderId = pending?.payOrderId;
  const state = useOrderStatus(payOrderId, {
    attempt: pending?.snapshot?.rememberedAt,
    intervalMs: CHECK_EVERY_MS,
    background: true,
  });
  const complete = useCompletePurchase();
  const request = pending?.snapshot?.request;
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (!payOrderId || done.current === payOrderId) return;
    // The server does not know it (or not for this user): nothing will ever complete it.
    if (state.kind === 'refused') clearPendingOrder(payOrderId);
    if (state.kind !== 'status' || state.status.status === 'PENDING') return;
    done.current = payOrderId;
    const { status } = state;
    void complete(status, request, true).finally(() => clearPendingOrder(status.payOrderId));
  }, [state, payOrderId, request, complete]);

  return null;
}
