import { useSyncExternalStore } from 'react';
import { sessionEmail, sessionUserId, subscribeSession } from '@/shared/storage/drama-session';
import { withNewest } from '@/shared/storage/records';
import { storage } from '@/shared/storage/storage';

// A guest's coins live in this browser only (the in-app browser and the phone's own do not share storage).
// After a guest's first purchase the app invites them, once, to bind an e-mail so the coins follow them.
// The invitation is per user (BIND_INVITE, docs/product-rules.md "Storage keys"): due from the first paid
// order this browser sees for the user, offered until it is dismissed, and never shown to a user with a
// bound e-mail. Dismissed is for good; so is due, until then: a later purchase brings no second one.

/** Users whose invitation is remembered; beyond, the least recently invited goes (never the session's). */
const MAX_INVITED_USERS = 100;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** One of `userId`'s orders is paid: the first brings the invitation, unless an e-mail is bound already. */
export function inviteToBindAfterPurchase(userId: string): void {
  if (sessionEmail()) return;
  if (storage.entry('BIND_INVITE', userId)) return;
  remember(userId, 'due');
}

/** "Not now": never again for this user. */
export function dismissBindInvite(userId: string): void {
  remember(userId, 'dismissed');
}

function remember(userId: string, state: 'due' | 'dismissed'): void {
  const invites = withNewest(storage.get('BIND_INVITE'), userId, state, MAX_INVITED_USERS, [sessionUserId()]);
  storage.set('BIND_INVITE', invites);
  notify();
}

/** The session user whose invitation shows now, or null. */
function invitedUser(): string | null {
  const userId = sessionUserId();
  if (!userId || sessionEmail()) return null;
  return storage.entry('BIND_INVITE', userId) === 'due' ? userId : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A new user, a bound e-mail (saveSessionEmail notifies the session too), another tab's dismissal.
  const unsubscribeSession = subscribeSession(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === 'BIND_INVITE') listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    unsubscribeSession();
    window.removeEventListener('storage', onStorage);
  };
}

/** The user to invite to bind an e-mail, or null when there is no invitation to show. */
export function useBindInvite(): string | null {
  return useSyncExternalStore(subscribe, invitedUser, invitedUser);
}
