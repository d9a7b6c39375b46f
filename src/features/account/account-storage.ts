import { useSyncExternalStore } from 'react';
import { saveSessionEmail, saveSessionUser } from '@/shared/storage/drama-session';
import { storage } from '@/shared/storage/storage';

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
  // Another tab binding or logging in changes what this one should show.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === 'EMAIL') listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const readEmail = () => storage.get('EMAIL') ?? null;

/** The bound e-mail (EMAIL), or null; re-renders when this feature stores a new one. */
export function useBoundEmail(): string | null {
  return useSyncExternalStore(subscribe, readEmail, readEmail);
}
