import { useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import type { CreateOrderRequest, RechargeOrder } from '@/shared/api/types';
import { storage } from '@/shared/storage/storage';

// The order the visitor is paying. PAY_ORDER_ID (shared storage) names it, so a reload or a return
// from the banking app resumes it. The status call does not return the QR content, so the order as
// created (and the request, for "new order" after expiry) is kept beside it in sessionStorage, which
// lives as long as the tab does; which tracking events were sent is kept there too, so a reload
// never reports a purchase twice.

const SNAPSHOT_KEY = 'PAY_ORDER';

const nonEmpty = z.string().check(z.minLength(1));

const snapshotSchema = z.object({
  order: z.object({
    payOrderId: nonEmpty,
    status: z.enum(['PENDING', 'PAID', 'FAILED', 'EXPIRED']),
    paymentContent: nonEmpty,
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
  tracked: z.object({ addPaymentInfo: z.boolean(), purchase: z.boolean() }),
  /** When this attempt started: a new order after expiry is a new attempt even if the id repeats. */
  rememberedAt: z.number(),
});

export type PendingOrderSnapshot = z.infer<typeof snapshotSchema>;
export type TrackedEvent = keyof PendingOrderSnapshot['tracked'];

export interface PendingOrder {
  payOrderId: string;
  /** Absent when the order was made in another tab: its status is known, its QR is not. */
  snapshot: PendingOrderSnapshot | undefined;
}

const listeners = new Set<() => void>();
const trackedInMemory = new Set<string>();
let cached: { raw: string; value: PendingOrder | undefined } | undefined;

function readSnapshotRaw(): string | null {
  try {
    return sessionStorage.getItem(SNAPSHOT_KEY);
  } catch {
    return null;
  }
}

function parseSnapshot(raw: string | null, payOrderId: string): PendingOrderSnapshot | undefined {
  if (!raw) return undefined;
  try {
    const parsed = snapshotSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.order.payOrderId === payOrderId ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The order being paid, or undefined. Stable between changes (useSyncExternalStore needs that). */
export function readPendingOrder(): PendingOrder | undefined {
  const payOrderId = storage.get('PAY_ORDER_ID');
  const rawSnapshot = readSnapshotRaw();
  const raw = `${payOrderId ?? ''}\n${rawSnapshot ?? ''}`;
  if (cached?.raw !== raw) {
    cached = { raw, value: payOrderId ? { payOrderId, snapshot: parseSnapshot(rawSnapshot, payOrderId) } : undefined };
  }
  return cached.value;
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
  storage.set('PAY_ORDER_ID', order.payOrderId);
  writeSnapshot({ order, request, tracked: { addPaymentInfo: false, purchase: false }, rememberedAt: Date.now() });
}

/** Records that an event was sent for this order; false when it already was (or the order is not current). */
export function markTracked(payOrderId: string, event: TrackedEvent): boolean {
  const current = readPendingOrder();
  if (current?.payOrderId !== payOrderId) return false;
  if (!current.snapshot) {
    // Nowhere to keep it across reloads; at least once per page load.
    const key = `${payOrderId}:${event}`;
    if (trackedInMemory.has(key)) return false;
    trackedInMemory.add(key);
    return true;
  }
  if (current.snapshot.tracked[event]) return false;
  writeSnapshot({ ...current.snapshot, tracked: { ...current.snapshot.tracked, [event]: true } });
  return true;
}

/** The payment is over (paid and returned): nothing to resume any more. */
export function clearPendingOrder(): void {
  storage.remove('PAY_ORDER_ID');
  writeSnapshot(undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The order being paid, following rememberOrder / clearPendingOrder. */
export function usePendingOrder(): PendingOrder | undefined {
  return useSyncExternalStore(subscribe, readPendingOrder);
}
