import { useSyncExternalStore } from 'react';
import type { CreateOrderRequest, RechargeOrder } from '@/shared/api/types';
import { rechargeOrderFields } from '@/shared/api/recharge-order-fields';
import * as parse from '@/shared/utils/parse';
import { sessionPendingOrderId, sessionUserId, subscribeSession } from '@/shared/storage/drama-session';
import { forgetSessionOrder, listSessionOrder, pendingOrdersOf, type ListedOrder } from './pending-orders';

// The order this tab's QR page shows. Every order made is followed (pending-orders.ts, in localStorage, per user);
// which of them this tab shows is the tab's own, in sessionStorage, which lives as long as the tab does: two tabs
// each show the order they made, and a reload shows it again, with its QR (the status call does not return the QR
// content) and the request (for "new order" after expiry). What was done once per order (events, the outcome
// told) is in the order ledger (order-ledger.ts).

const SNAPSHOT_KEY = 'PAY_ORDER';

// parse.ts, not zod: the QR page's own JavaScript has a budget, and zod/mini alone was a quarter of it
// (the form screens keep zod).
const parseSnapshotValue = parse.object({
  order: parse.object({
    ...rechargeOrderFields,
    // Checked where it is used (payment-link.ts): a stored value is never trusted as a link.
    paymentUrl: parse.optional(parse.string),
  }),
  request: parse.object({
    packageId: parse.nonEmptyString,
    dramaId: parse.nonEmptyString,
    episodeNumber: parse.optional(parse.int()),
  }),
  /** When this attempt started: a new order after expiry is a new attempt even if the id repeats. */
  rememberedAt: parse.number(),
});

type PendingOrderSnapshot = parse.Parsed<typeof parseSnapshotValue>;

export interface PendingOrder {
  payOrderId: string;
  /** Absent for an order only PAY_ORDER_ID names (made by a build before the list): its QR is not known. */
  snapshot: PendingOrderSnapshot | undefined;
  /** This tab chose it (made it, or went back to it); false when it is only the newest of the user's orders. */
  pinned: boolean;
}

const listeners = new Set<() => void>();
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
    return parseSnapshotValue(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

const snapshotOf = ({ order, request, madeAt }: ListedOrder): PendingOrderSnapshot => ({
  order: { ...order, status: 'PENDING' },
  request,
  rememberedAt: madeAt,
});

/**
 * The order this tab's QR page shows: the one the tab made or went back to (its snapshot), else (a new tab, a
 * relaunch) the newest of the session user's orders, else one a build before the list named only by PAY_ORDER_ID
 * (its status is known, its QR is not). Stable between changes (useSyncExternalStore needs that).
 */
function readOrderOnScreen(): PendingOrder | undefined {
  const rawSnapshot = readSnapshotRaw();
  const userId = sessionUserId();
  const newest = rawSnapshot || userId === undefined ? undefined : pendingOrdersOf(userId).at(-1);
  const legacy = rawSnapshot || newest ? undefined : sessionPendingOrderId();
  const raw = `${rawSnapshot ?? ''}\n${newest ? JSON.stringify(newest) : ''}\n${legacy ?? ''}`;
  if (cached?.raw === raw) return cached.value;
  const snapshot = parseSnapshot(rawSnapshot) ?? (newest && snapshotOf(newest));
  const value = snapshot
    ? { payOrderId: snapshot.order.payOrderId, snapshot, pinned: rawSnapshot !== null }
    : legacy && { payOrderId: legacy, snapshot: undefined, pinned: false };
  cached = { raw, value: value || undefined };
  return cached.value;
}

/** The id of the order this tab's QR page shows (or would show). */
export const shownOrderId = (): string | undefined => readOrderOnScreen()?.payOrderId;

/**
 * The order this tab's QR page shows, while it was made less than `withinMs` ago: the app is on its way to the QR
 * page, which checks it and tells its outcome first (a check from the screen it was made on would tell it twice).
 */
export function justMadeOrderId(withinMs: number): string | undefined {
  const snapshot = readOrderOnScreen()?.snapshot;
  return snapshot && Date.now() - snapshot.rememberedAt < withinMs ? snapshot.order.payOrderId : undefined;
}

function writeSnapshot(snapshot: PendingOrderSnapshot | undefined): void {
  try {
    if (snapshot) sessionStorage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
    else sessionStorage.removeItem(SNAPSHOT_KEY);
  } catch {
    // Without sessionStorage a reload cannot tell which order this tab showed: it shows the newest.
  }
  listeners.forEach((listener) => listener());
}

/** A new order: followed until it is final, and the one this tab's QR page shows (before /qrCode shows). */
export function rememberOrder(order: RechargeOrder, request: CreateOrderRequest): void {
  const madeAt = Date.now();
  listSessionOrder(order, request, madeAt);
  writeSnapshot({ order, request, rememberedAt: madeAt });
}

/** This tab's QR page shows this order ("Back to payment", or the newest it showed for want of one of its own). */
export function showOrder(entry: ListedOrder): void {
  writeSnapshot(snapshotOf(entry));
}

/** Keeps showing in this tab the order it shows for want of one of its own: a newer one made elsewhere never replaces it. */
export function pinOrderOnScreen(): void {
  const shown = readOrderOnScreen();
  if (shown?.snapshot && !shown.pinned) writeSnapshot(shown.snapshot);
}

/** The payment is over and its page left (or nothing to show): not followed, and not shown by this tab. */
export function clearPendingOrder(payOrderId?: string): void {
  const shown = parseSnapshot(readSnapshotRaw());
  const id = payOrderId ?? shown?.order.payOrderId ?? sessionPendingOrderId();
  if (id !== undefined) forgetSessionOrder(id);
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

/** The order this tab's QR page shows, following rememberOrder / showOrder / clearPendingOrder. */
export function useOrderOnScreen(): PendingOrder | undefined {
  return useSyncExternalStore(subscribe, readOrderOnScreen);
}
