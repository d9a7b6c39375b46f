import { describe, expect, it, vi } from 'vitest';
import {
  MAX_DRAMA_USERS,
  dropSessionToken,
  sessionEmail,
  endStoredSession,
  fileLegacySession,
  hasSessionToken,
  resumeStoredUser,
  saveSessionUser,
  sessionPendingOrderId,
  sessionToken,
  setSessionPendingOrderId,
  setTabSessionKey,
  subscribeSession,
} from './drama-session';
import { storage } from './storage';

describe('the drama session of a tab', () => {
  it('files each key its own user and token; the tab reads its own key', () => {
    saveSessionUser('a', { id: 'guest-a', name: 'A', token: 'token-a' });
    saveSessionUser('b', { id: 'guest-b', name: 'B', token: 'token-b' });
    // The single keys mirror the session saved last (another tab's, say).
    expect(storage.get('ACCESS_TOKEN')).toBe('token-b');
    setTabSessionKey('a');
    expect(sessionToken()).toBe('token-a');
    setTabSessionKey('b');
    expect(sessionToken()).toBe('token-b');
  });

  it('reads ACCESS_TOKEN while no key is set (before start-up resolves one, or with no drama)', () => {
    storage.set('ACCESS_TOKEN', 'plain');
    expect(sessionToken()).toBe('plain');
    setTabSessionKey('k');
    expect(sessionToken()).toBeUndefined();
  });

  it('keeps the pending order per key', () => {
    saveSessionUser('a', { id: 'guest-a', name: 'A', token: 'token-a' });
    saveSessionUser('b', { id: 'guest-b', name: 'B', token: 'token-b' });
    setTabSessionKey('a');
    setSessionPendingOrderId('PO-A');
    setTabSessionKey('b');
    expect(sessionPendingOrderId()).toBeUndefined();
    setTabSessionKey('a');
    expect(sessionPendingOrderId()).toBe('PO-A');
    setSessionPendingOrderId(undefined);
    expect(sessionPendingOrderId()).toBeUndefined();
    expect(storage.get('PAY_ORDER_ID')).toBeUndefined();
  });

  it('drops only this session token on a 401; its user stays filed', () => {
    storage.set('SECRET_KEY', 'a');
    saveSessionUser('a', { id: 'guest-a', name: 'A', token: 'token-a' });
    setTabSessionKey('a');
    expect(dropSessionToken('token-a')).toBe(true);
    expect(hasSessionToken()).toBe(false);
    expect(storage.get('ACCESS_TOKEN')).toBeUndefined();
    expect(storage.get('USER_INFO_DICT')?.a).toEqual({ id: 'guest-a', name: 'A', current: 0 });
  });

  it('a late 401 for an older token never drops the newer one', () => {
    storage.set('SECRET_KEY', 'a');
    setTabSessionKey('a');
    saveSessionUser('a', { id: 'guest-a', name: 'A', token: 'token-old' });
    saveSessionUser('a', { id: 'member', name: 'M', token: 'token-new', email: 'm@example.com' });
    expect(dropSessionToken('token-old')).toBe(false);
    expect(sessionToken()).toBe('token-new');
    expect(storage.get('ACCESS_TOKEN')).toBe('token-new');
  });

  it("the e-mail is the tab's own user's, not the one another tab's drama wrote last", () => {
    setTabSessionKey('a');
    saveSessionUser('a', { id: 'member', name: 'M', token: 'token-m', email: 'm@example.com' });
    saveSessionUser('b', { id: 'guest-b', name: 'B', token: 'token-b' });
    expect(storage.get('EMAIL')).toBeUndefined();
    expect(sessionEmail()).toBe('m@example.com');
  });

  it('keeps a login under the key with its e-mail; another user keeps nothing of the previous one', () => {
    setTabSessionKey('a');
    saveSessionUser('a', { id: 'guest-a', name: 'A', token: 'token-a' });
    setSessionPendingOrderId('PO-1');
    saveSessionUser('a', { id: 'member', name: 'M', token: 'token-m', email: 'm@example.com' });
    expect(storage.get('USER_INFO_DICT')?.a).toEqual({
      id: 'member',
      name: 'M',
      current: 0,
      token: 'token-m',
      email: 'm@example.com',
    });
    expect(storage.get('EMAIL')).toBe('m@example.com');
  });

  it('resumes a key: its user, token, e-mail and pending order become current, current set to 0', () => {
    storage.set('USER_INFO_DICT', {
      a: { id: 'guest-a', name: 'A', current: 3, token: 'token-a', email: 'a@example.com', payOrderId: 'PO-A' },
    });
    expect(resumeStoredUser('a')).toMatchObject({ id: 'guest-a' });
    expect(storage.get('USER_ID')).toBe('guest-a');
    expect(storage.get('ACCESS_TOKEN')).toBe('token-a');
    expect(storage.get('EMAIL')).toBe('a@example.com');
    expect(storage.get('PAY_ORDER_ID')).toBe('PO-A');
    expect(storage.get('USER_INFO_DICT')?.a?.current).toBe(0);
    expect(resumeStoredUser('none')).toBeNull();
  });

  it('files what an older build kept only in the single keys, before ending that session', () => {
    storage.set('SECRET_KEY', 'old');
    storage.set('ACCESS_TOKEN', 'token-old');
    storage.set('EMAIL', 'old@example.com');
    storage.set('PAY_ORDER_ID', 'PO-old');
    storage.set('USER_INFO_DICT', { old: { id: 'u-old', name: 'Old', current: 2 } });
    endStoredSession();
    expect(storage.get('ACCESS_TOKEN')).toBeUndefined();
    expect(storage.get('SECRET_KEY')).toBeUndefined();
    expect(storage.get('USER_INFO_DICT')?.old).toEqual({
      id: 'u-old',
      name: 'Old',
      current: 2,
      token: 'token-old',
      email: 'old@example.com',
      payOrderId: 'PO-old',
    });
    // Done once: a filed entry is not filed again over.
    storage.set('SECRET_KEY', 'old');
    storage.set('ACCESS_TOKEN', 'stray');
    fileLegacySession();
    expect(storage.get('USER_INFO_DICT')?.old?.token).toBe('token-old');
  });

  it('tells subscribers of changes here and in other tabs', () => {
    const listener = vi.fn();
    const off = subscribeSession(listener);
    saveSessionUser('a', { id: 'guest-a', name: 'A', token: 'token-a' });
    window.dispatchEvent(new StorageEvent('storage', { key: 'USER_INFO_DICT' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'currentVideoIdx' }));
    off();
    saveSessionUser('a', { id: 'guest-a', name: 'A', token: 'token-a2' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('one unreadable entry of another key loses no guest: the key comes back to its own', () => {
    localStorage.setItem(
      'USER_INFO_DICT',
      JSON.stringify({
        a: { id: 'guest-a', name: 'A', current: 0, token: 'token-a' },
        b: { id: 'guest-b', name: 'B', current: 0, token: 'token-b' },
        c: { id: 5 },
      }),
    );
    setTabSessionKey('a');
    expect(resumeStoredUser('a')).toMatchObject({ id: 'guest-a' });
    expect(sessionToken()).toBe('token-a');
    expect(Object.keys(storage.get('USER_INFO_DICT') ?? {}).sort()).toEqual(['a', 'b']);
  });

  it('a drama key named like what every object has is a key like any other', () => {
    saveSessionUser('a', { id: 'guest-a', name: 'A', token: 'token-a' });
    for (const key of ['constructor', 'toString', 'hasOwnProperty', '__proto__']) {
      expect(resumeStoredUser(key)).toBeNull();
      setTabSessionKey(key);
      expect(sessionToken()).toBeUndefined();
    }
    saveSessionUser('__proto__', { id: 'guest-p', name: 'P', token: 'token-p' });
    saveSessionUser('constructor', { id: 'guest-c', name: 'C', token: 'token-c' });
    setTabSessionKey('__proto__');
    expect(sessionToken()).toBe('token-p');
    expect(resumeStoredUser('constructor')).toMatchObject({ id: 'guest-c' });
    expect(({} as Record<string, unknown>).id).toBeUndefined();
  });

  it("keeps the guests of the latest dramas used, never this tab's", () => {
    const entry = (key: string) => ({ id: `guest-${key}`, name: key, current: 0, token: `token-${key}` });
    const keys = Array.from({ length: MAX_DRAMA_USERS }, (_, i) => `k${i}`);
    storage.set('USER_INFO_DICT', Object.fromEntries(keys.map((key) => [key, entry(key)])));
    setTabSessionKey('k0');
    resumeStoredUser('k1'); // Used again: now the latest.
    saveSessionUser('new', { id: 'guest-new', name: 'N', token: 'token-new' });
    saveSessionUser('newer', { id: 'guest-newer', name: 'N', token: 'token-newer' });
    const kept = Object.keys(storage.get('USER_INFO_DICT') ?? {});
    expect(kept).toHaveLength(MAX_DRAMA_USERS);
    expect(kept).toEqual(expect.arrayContaining(['k0', 'k1', 'new', 'newer']));
    expect(kept).not.toContain('k2');
    expect(kept).not.toContain('k3');
  });
});
