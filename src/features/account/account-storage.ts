import { useSyncExternalStore } from 'react';
import { saveSessionEmail, saveSessionUser, sessionEmail, subscribeSession } from '@/shared/storage/drama-session';

// What signing in and binding change in storage (docs/product-rules.md, "Storage keys"), and the bound
// e-mail as a value screens can subscribe to: /settings stays alive while /bindAccount
// binds, and must show the new e-mail when the visitor comes back.

export interface SignedInUser {
  h5UserId: string;
  username: string;
  token: string;
  /** The account's e-mail; absent or null for a guest. */
  email?: string | null;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Makes `user` the current user: token, id, name, e-mail, and its entry under the drama's
 * info key in USER_INFO_DICT, so a reload reuses it instead of registering another guest.
 */
export function storeSignedInUser(user: SignedInUser, sessionKey: string | null): void {
  saveSessionUser(sessionKey, { id: user.h5UserId, name: user.username, token: user.token, email: user.email });
  notify();
}

export function storeBoundEmail(email: string): void {
  saveSessionEmail(email);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab binding or logging in as this tab's user changes what this one should show.
  const unsubscribeSession = subscribeSession(listener);
  return () => {
    listeners.delete(listener);
    unsubscribeSession();
  };
}

// The tab's own user's: a drama opened in another tab writes EMAIL for its own user, not this one.
const readEmail = () => sessionEmail() ?? null;

/** The e-mail bound to this tab's user, or null; re-renders when this feature stores a new one. */
export function useBoundEmail(): string | null {
  return useSyncExternalStore(subscribe, readEmail, readEmail);
}
