import { useSyncExternalStore } from 'react';
import type { CreateOrderRequest, RechargeOrder } from '@/shared/api/types';
import {
  sessionPendingOrderId,
  sessionUserId,
  setSessionPendingOrderId,
  subscribeSession,
} from '@/shared/storage/drama-session';
import { keepStored } from '@/shared/storage/room';
import { storage, type StoredPendingOrder } from '@/shared/storage/storage';
import * as parse from '@/shared/utils/parse';

// Every order a visitor made is followed until it is final: a second order made while the first is still being
// paid (back, another package) never makes the first forgotten. The list is per user (PENDING_ORDERS, by user id,
// beside the drama session's other per-user state) and in localStorage, so a relaunch keeps it. Each entry keeps
// what the QR page shows, so any tab can show it again ("Back to payment" on /recharge). PAY_ORDER_ID (and the
// drama key's entry) names the newest, as the product has always stored it. docs/product-rules.md, "Orders".

export type ListedOrder = StoredPendingOrder;

// A listed order checked in full (storage.ts checks only its outline, on the start path): one without what its
// QR page shows drops only itself.
const isListedOrder = parse.object({
  order: parse.object({
    payOrderId: parse.nonEmptyString,
    paymentContent: parse.nonEmptyString,
    paymentUrl: parse.optional(parse.string),
    amount: parse.number(),
    currency: parse.nonEmptyString,
    coins: parse.int(),
    bonusCoins: parse.int(),
    expiresAt: parse.string,
    createdAt: parse.string,
  }),
  request: parse.object({
    packageId: parse.nonEmptyString,
    dramaId: parse.nonEmptyString,
    episodeNumber: parse.optional(parse.int({ min: 1 })),
  }),
  madeAt: parse.number(),
});

/** A visitor pays one or two orders at a time; more than this in an order's lifetime is a visitor tapping around. */
export const MAX_PENDING_ORDERS = 5;
/** Followed this long when the order's own times make no sense (the server's clock is its own). */
const FALLBACK_LIFETIME_MS = 30 * 60_000;
/** However far off the server puts its expiry, an order is not followed longer than this. */
const MAX_LIFETIME_MS = 24 * 60 * 60_000;

/**
 * Until when an order is followed, on this device's clock: when it was made here plus the lifetime the server gave
 * it (expiresAt − createdAt, both on the server's clock). A phone whose clock is off by hours still follows it for
 * as long as the server keeps it open.
 */
export function followUntil(entry: Pick<ListedOrder, 'order' | 'madeAt'>): number {
  const lifetime = Date.parse(entry.order.expiresAt) - Date.parse(entry.order.createdAt);
  const kept = Number.isFinite(lifetime) && lifetime > 0 ? Math.min(lifetime, MAX_LIFETIME_MS) : FALLBACK_LIFETIME_MS;
  return entry.madeAt + kept;
}

export function pendingOrdersOf(userId: string): ListedOrder[] {
  return (storage.entry('PENDING_ORDERS', userId) ?? []).filter((entry) => isListedOrder(entry) !== undefined);
}

function writeList(userId: string, list: ListedOrder[]): void {
  const { [userId]: _previous, ...others } = storage.get('PENDING_ORDERS') ?? {};
  const lists = list.length > 0 ? { ...others, [userId]: list } : others;
  // An order being paid survives a reload even when the quota is full: less needed data makes room.
  if (Object.keys(lists).length > 0) keepStored('PENDING_ORDERS', lists);
  else storage.remove('PENDING_ORDERS');
}

/** Adds the order to the user's list (a new attempt with the same id replaces the old); the oldest go past the bound. */
export function addPendingOrder(
  userId: string,
  { status: _pending, ...order }: RechargeOrder,
  request: CreateOrderRequest,
  madeAt: number,
): void {
  const others = pendingOrdersOf(userId).filter((entry) => entry.order.payOrderId !== order.payOrderId);
  const list = [...others, { order, request, madeAt }].sort((a, b) => a.madeAt - b.madeAt);
  writeList(userId, list.slice(-MAX_PENDING_ORDERS));
}

/** The order is final (or the server will not show it): it leaves the user's list. */
export function dropPendingOrder(userId: string, payOrderId: string): void {
  const list = pendingOrdersOf(userId);
  const kept = list.filter((entry) => entry.order.payOrderId !== payOrderId);
  if (kept.length !== list.length) writeList(userId, kept);
}

/** Lists an order this tab's session user just made; PAY_ORDER_ID names it, the newest. */
export function listSessionOrder(order: RechargeOrder, request: CreateOrderRequest, madeAt: number): void {
  const userId = sessionUserId();
  if (userId !== undefined) addPendingOrder(userId, order, request, madeAt);
  setSessionPendingOrderId(order.payOrderId);
}

/**
 * One of this tab's session user's orders is over: it is no longer followed anywhere. PAY_ORDER_ID then names the
 * newest listed one, or still the one a build before the list named, until that one ends.
 */
export function forgetSessionOrder(payOrderId: string): void {
  const userId = sessionUserId();
  if (userId !== undefined) dropPendingOrder(userId, payOrderId);
  const list = userId === undefined ? [] : pendingOrdersOf(userId);
  const current = sessionPendingOrderId();
  const unlisted =
    current !== undefined && current !== payOrderId && !list.some((entry) => entry.order.payOrderId === current);
  setSessionPendingOrderId(unlisted ? current : list.at(-1)?.order.payOrderId);
}

/** An order the app follows: listed, or only named by PAY_ORDER_ID (made by an older build: no expiry known). */
export interface FollowedOrder {
  payOrderId: string;
  request: CreateOrderRequest | undefined;
  /** When it is checked once more and forgotten if still pending (followUntil); undefined: until it ends. */
  until: number | undefined;
}

/** This tab's session user's orders to follow, oldest first. */
export function sessionFollowedOrders(): FollowedOrder[] {
  const userId = sessionUserId();
  const listed = userId === undefined ? [] : pendingOrdersOf(userId);
  const followed: FollowedOrder[] = listed.map((entry) => ({
    payOrderId: entry.order.payOrderId,
    request: entry.request,
    until: followUntil(entry),
  }));
  const legacy = sessionPendingOrderId();
  if (legacy !== undefined && !followed.some((order) => order.payOrderId === legacy))
    followed.unshift({ payOrderId: legacy, request: undefined, until: undefined });
  return followed;
}

let cached: { raw: string; value: ListedOrder[] } | undefined;

/** This tab's session user's listed orders, stable between changes (useSyncExternalStore needs that). */
function readSessionOrders(): ListedOrder[] {
  const userId = sessionUserId();
  const list = userId === undefined ? [] : pendingOrdersOf(userId);
  const raw = JSON.stringify(list);
  if (cached?.raw !== raw) cached = { raw, value: list };
  return cached.value;
}

/** The session user's listed orders, following every change (this tab's, another tab's). */
export function useSessionOrders(): ListedOrder[] {
  return useSyncExternalStore(subscribeSession, readSessionOrders);
}
