import { useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import type { CreateOrderRequest, RechargeOrder } from '@/shared/api/types';
import { sessionPendingOrderId, setSessionPendingOrderId, subscribeSession } from '@/shared/storage/drama-session';

// The order the visitor is paying. PAY_ORDER_ID (the session's, shared/storage/drama-session.ts) names it, so
// a reload, a relaunch or a return from the banking app finds it. The status call does not return the QR
// content, so the order as created (and the request, for "new order" after expiry) is kept beside it in
// sessionStorage, which lives as long as the tab does. What was done once per order (events, the outcome
// told) is in the order ledger (order-ledger.ts).

const SNAPSHOT_KEY = 'PAY_ORDER';

const nonEmpty = z.string().check(z.minLength(1));

const snapshotSchema = z.object({
  order: z.object({
    payOrderId: nonEmpty,
    status: z.enum(['PENDING', 'PAID', 'FAILED', 'EXPIRED']),
    paymentContent: nonEmpty,
    // Checked where it is used (payment-link.ts): a stored value is never trusted as a link.
    paymentUrl: z.optional(z.string()),
    amount: z.number(),
    currency: z.string(),
    coins: z.number(),
    bonusCoins: z.number(),
    expiresAt: z.string(),
    createdAt: z.string(),
  }),
  request: z.object({
    packageId: nonEmpty,
    dramaId: nonEmpty,
    episodeNumber: z.optional(z.int()),
  }),
  /** When this attempt started: a new order after expiry is a new attempt even if the id repeats. */
  rememberedAt: z.number(),
});

type PendingOrderSnapshot = z.infer<typeof snapshotSchema>;

export interface PendingOrder {
  payOrderId: string;
  /** Absent when the order was made in another tab: its status is known, its QR is not. */
  snapshot: PendingOrderSnapshot | undefined;
}

const listeners = new Set<() => void>();
let cachedOnScreen: { raw: string; value: PendingOrder | undefined } | undefined;
let cached: { raw: string; value: PendingOrder | undefined } | undefined;

function readSnapshotRaw(): string | null {
  try {
    return sessionStorage.getItem(SNAPSHOT_KEY);
  } catch {
    return null;
  }
}

function parseSnapshot(raw: string | null): PendingOrderSnapshot | undefined {
  if (!raw) return undefined;
  try {
    const parsed = snapshotSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The order being paid, or undefined. With `onScreen`, also the order this tab's QR page shows after another
 * tab (or the app's own check) has completed it: the page still shows how it ended. Stable between changes
 * (useSyncExternalStore needs that).
 */
function readPendingOrder(onScreen = false): PendingOrder | undefined {
  const payOrderId = sessionPendingOrderId();
  const rawSnapshot = readSnapshotRaw();
  const raw = `${payOrderId ?? ''}\n${rawSnapshot ?? ''}\n${onScreen}`;
  const entry = onScreen ? cachedOnScreen : cached;
  if (entry?.raw === raw) return entry.value;
  const snapshot = parseSnapshot(rawSnapshot);
  const value = payOrderId
    ? { payOrderId, snapshot: snapshot?.order.payOrderId === payOrderId ? snapshot : undefined }
    : onScreen && snapshot
      ? { payOrderId: snapshot.order.payOrderId, snapshot }
      : undefined;
  if (onScreen) cachedOnScreen = { raw, value };
  else cached = { raw, value };
  return value;
}

function writeSnapshot(snapshot: PendingOrderSnapshot | undefined): void {
  try {
    if (snapshot) sessionStorage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
    else sessionStorage.removeItem(SNAPSHOT_KEY);
  } catch {
    // Without sessionStorage a reload cannot redraw the QR; the status is still polled by id.
  }
  listeners.forEach((listener) => listener());
}

/** Makes `order` the one being paid (called as soon as it is created, before /qrCode shows). */
export function rememberOrder(order: RechargeOrder, request: CreateOrderRequest): void {
  setSessionPendingOrderId(order.payOrderId);
  writeSnapshot({ order, request, rememberedAt: Date.now() });
}

/** The payment is over (paid, failed, expired, unknown to the server): nothing to resume any more. */
export function clearPendingOrder(payOrderId?: string): void {
  // Only that order: a newer one may have been made meanwhile (another tab of this drama).
  if (payOrderId === undefined || sessionPendingOrderId() === payOrderId) setSessionPendingOrderId(undefined);
  const shown = parseSnapshot(readSnapshotRaw());
  if (payOrderId === undefined || shown?.order.payOrderId === payOrderId) writeSnapshot(undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribeSession = subscribeSession(listener);
  return () => {
    listeners.delete(listener);
    unsubscribeSession();
  };
}

const readOnScreen = () => readPendingOrder(true);

/** The order being paid, following rememberOrder / clearPendingOrder. */
export function usePendingOrder(): PendingOrder | undefined {
  return useSyncExternalStore(subscribe, readPendingOrder);
}

/** The order the QR page shows: the pending one, or the one it showed that was completed elsewhere. */
export function useOrderOnScreen(): PendingOrder | undefined {
  return useSyncExternalStore(subscribe, readOnScreen);
}
