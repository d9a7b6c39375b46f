import { withNewest } from './records';
import { clearSession, storage, type StoredUserInfo } from './storage';

// Guests are per drama key (USER_INFO_DICT): each key's entry holds its user's id and name and, so that coming
// back to a drama comes back to its guest and coins, the user's token, bound e-mail and pending order. The
// single keys (ACCESS_TOKEN, USER_ID, USER_NAME, EMAIL, PAY_ORDER_ID) mirror the session started last.
//
// A tab works in the drama session its start-up resolved (its key) and reads the token and the pending order
// from that key's entry, not from the single keys: an ad for a second drama opened in another tab rewrites
// those, and this tab must never pay with the other drama's guest. docs/product-rules.md, "State".

let tabKey: string | null = null;
const listeners = new Set<() => void>();
let guestRegistration: Promise<void> | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

/** Dramas whose guests are kept; beyond, the least recently used goes (never this tab's nor the stored key's). */
export const MAX_DRAMA_USERS = 100;

// The key comes from an address (?info=): storage.entry reads only what the record holds ("constructor" is no user).
const entryOf = (key: string): StoredUserInfo | undefined => storage.entry('USER_INFO_DICT', key);

function writeEntry(key: string, entry: StoredUserInfo): void {
  const current = [tabKey, storage.get('SECRET_KEY')];
  storage.set('USER_INFO_DICT', withNewest(storage.get('USER_INFO_DICT'), key, entry, MAX_DRAMA_USERS, current));
}

/** Which drama key this tab's session is (start-up step 3); null until it is known, or with no drama. */
export function setTabSessionKey(key: string | null): void {
  if (tabKey === key) return;
  tabKey = key;
  notify();
}

/**
 * This tab's guest is being registered (start-up step 5): a call the visitor asks for meanwhile (a paying tap on
 * a locked first episode, on a slow network) waits for it instead of being refused for want of a token.
 */
export function markGuestRegistration(registration: Promise<unknown>): void {
  const settled: Promise<void> = registration.then(
    () => undefined,
    () => undefined,
  );
  guestRegistration = settled;
  void settled.then(() => {
    if (guestRegistration === settled) guestRegistration = null;
  });
}

/** Resolves once no guest registration is under way (at once when none is); never rejects. */
export const whenGuestRegistered = (): Promise<void> => guestRegistration ?? Promise.resolve();

/** The bearer token of this tab's session: its key's user's token; ACCESS_TOKEN while no key is set. */
export function sessionToken(): string | undefined {
  return tabKey === null ? storage.get('ACCESS_TOKEN') : entryOf(tabKey)?.token;
}

export const hasSessionToken = (): boolean => sessionToken() !== undefined;

/**
 * The token a call for `key` carries once start-up has made `key` this tab's session (sessionToken then): its
 * user's own, or, from a build before per-key tokens, the single ACCESS_TOKEN that start-up files under the
 * stored key's user (fileLegacySession). For the early script, which asks before start-up has run.
 */
export function keyToken(key: string): string | undefined {
  const entry = entryOf(key);
  return entry?.token ?? (entry && storage.get('SECRET_KEY') === key ? storage.get('ACCESS_TOKEN') : undefined);
}

/** The id of this tab's session user (its key's); USER_ID while no key is set. */
export function sessionUserId(): string | undefined {
  return tabKey === null ? storage.get('USER_ID') : entryOf(tabKey)?.id;
}

/** The e-mail bound to this tab's session user (its key's); EMAIL while no key is set. */
export function sessionEmail(): string | undefined {
  return tabKey === null ? storage.get('EMAIL') : entryOf(tabKey)?.email;
}

/** The order this tab's session is paying (its key's PAY_ORDER_ID). */
export function sessionPendingOrderId(): string | undefined {
  return tabKey === null ? storage.get('PAY_ORDER_ID') : entryOf(tabKey)?.payOrderId;
}

/**
 * Whether this tab's session user has an order to follow: one in its list (PENDING_ORDERS,
 * features/payment/pending-orders.ts) or, from a build before the list, only its PAY_ORDER_ID.
 */
export function sessionHasPendingOrders(): boolean {
  const userId = sessionUserId();
  const listed = userId === undefined ? undefined : storage.get('PENDING_ORDERS')?.[userId];
  return (listed !== undefined && listed.length > 0) || sessionPendingOrderId() !== undefined;
}

/** Makes `payOrderId` (or none) the order this tab's session is paying: the newest of its pending orders. */
export function setSessionPendingOrderId(payOrderId: string | undefined): void {
  const entry = tabKey === null ? undefined : entryOf(tabKey);
  if (tabKey !== null && entry) {
    const { payOrderId: _previous, ...rest } = entry;
    writeEntry(tabKey, payOrderId ? { ...rest, payOrderId } : rest);
  }
  if (payOrderId) storage.set('PAY_ORDER_ID', payOrderId);
  else storage.remove('PAY_ORDER_ID');
  notify();
}

export interface SessionUserRecord {
  id: string;
  name: string;
  token: string;
  email?: string | null | undefined;
}

/**
 * Makes `user` the session's user (a registered guest, a login): the single keys, and its entry under the drama
 * key. A new user keeps nothing of the previous one's (its `current`, its pending order).
 */
export function saveSessionUser(key: string | null, user: SessionUserRecord): void {
  storage.set('ACCESS_TOKEN', user.token);
  storage.set('USER_ID', user.id);
  storage.set('USER_NAME', user.name);
  if (user.email) storage.set('EMAIL', user.email);
  else storage.remove('EMAIL');
  if (key !== null) {
    const previous = entryOf(key);
    const same = previous?.id === user.id;
    writeEntry(key, {
      id: user.id,
      name: user.name,
      current: same ? previous.current : 0,
      token: user.token,
      ...(user.email ? { email: user.email } : {}),
      ...(same && previous.payOrderId ? { payOrderId: previous.payOrderId } : {}),
    });
  }
  notify();
}

/** The session's e-mail was bound: EMAIL, and the entry, so a return to this drama shows it too. */
export function saveSessionEmail(email: string): void {
  storage.set('EMAIL', email);
  const entry = tabKey === null ? undefined : entryOf(tabKey);
  if (tabKey !== null && entry) writeEntry(tabKey, { ...entry, email });
  notify();
}

/**
 * A 401 for `refused`, the token the call was sent with: that token is no longer valid. The session's user stays
 * filed, without a token. Only that token goes: a late answer for an older one (a login or a new guest since)
 * never drops the newer token. Returns whether the session's token was dropped.
 */
export function dropSessionToken(refused: string): boolean {
  if (sessionToken() !== refused) return false;
  const entry = tabKey === null ? undefined : entryOf(tabKey);
  if (tabKey !== null && entry?.token) {
    const { token: _dropped, ...rest } = entry;
    writeEntry(tabKey, rest);
  }
  const single = tabKey === null || storage.get('SECRET_KEY') === tabKey;
  if (single && storage.get('ACCESS_TOKEN') === refused) storage.remove('ACCESS_TOKEN');
  notify();
  return true;
}

/**
 * Start-up step 5 for a key that has a user: it becomes the session's user again, with its token, e-mail and
 * pending order, and `current` set to 0. Null when the key has none.
 */
export function resumeStoredUser(key: string): StoredUserInfo | null {
  const entry = entryOf(key);
  if (!entry) return null;
  writeEntry(key, { ...entry, current: 0 });
  storage.set('USER_ID', entry.id);
  storage.set('USER_NAME', entry.name);
  mirror('ACCESS_TOKEN', entry.token);
  mirror('EMAIL', entry.email);
  mirror('PAY_ORDER_ID', entry.payOrderId);
  notify();
  return entry;
}

function mirror(key: 'ACCESS_TOKEN' | 'EMAIL' | 'PAY_ORDER_ID', value: string | undefined): void {
  if (value) storage.set(key, value);
  else storage.remove(key);
}

/**
 * Builds before per-key sessions kept the token, e-mail and pending order only in the single keys: file them
 * under the stored key's user once, before that session is cleared or resumed, so no visitor loses them.
 */
export function fileLegacySession(): void {
  const key = storage.get('SECRET_KEY');
  const entry = key === undefined ? undefined : entryOf(key);
  if (key === undefined || !entry || entry.token !== undefined) return;
  const token = storage.get('ACCESS_TOKEN');
  const email = storage.get('EMAIL');
  const payOrderId = storage.get('PAY_ORDER_ID');
  writeEntry(key, {
    ...entry,
    ...(token ? { token } : {}),
    ...(email && !entry.email ? { email } : {}),
    ...(payOrderId && !entry.payOrderId ? { payOrderId } : {}),
  });
}

/** Ends the current drama session in storage (a new key, or none): its user stays filed under its key. */
export function endStoredSession(): void {
  fileLegacySession();
  clearSession();
  notify();
}

/** Calls `listener` when this tab's session token or pending orders may have changed, here or in another tab. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    const { key } = event;
    if (key === null || key === 'USER_INFO_DICT' || key === 'ACCESS_TOKEN' || key === 'PENDING_ORDERS') listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
