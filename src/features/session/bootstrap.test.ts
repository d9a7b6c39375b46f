import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, TransportError } from '@/shared/api/errors';
import { readTtclidCookie } from '@/shared/storage/cookie';
import { sessionToken } from '@/shared/storage/drama-session';
import { storage } from '@/shared/storage/storage';
import { cachedDrama, classifyDrama, ensureUser, rememberDrama, resolveSession } from './bootstrap';
import { guest, makeDrama } from '@tests/support/fixtures';

const origin = 'http://localhost:3000';
const noDecrypt = () => Promise.reject(new Error('no short code expected'));

function resolve(path: string, decrypt: (code: string) => Promise<string> = noDecrypt) {
  const replaceUrl = vi.fn();
  return { result: resolveSession({ href: origin + path, decrypt, replaceUrl }), replaceUrl };
}

function storeOldSession(key: string) {
  storage.set('SECRET_KEY', key);
  storage.set('ACCESS_TOKEN', 'old-token');
  storage.set('USER_ID', 'old-user');
  storage.set('USER_INFO_DICT', { [key]: { id: 'old-user', name: 'Old', current: 3 } });
  storage.set('DRAMA_INFO', makeDrama());
  storage.set('HREF', `${origin}/?info=${key}`);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('resolveSession', () => {
  it('takes the key from info and records the landing address', async () => {
    const { result } = resolve('/?info=k1&ttclid=t1');
    await expect(result).resolves.toEqual({
      kind: 'key',
      key: 'k1',
      registerUrl: `${origin}/?info=k1&ttclid=t1`,
      cached: null,
    });
    expect(storage.get('HREF')).toBe(`${origin}/?info=k1&ttclid=t1`);
  });

  it("records the landing address without a shared link's episode, and a short code keeps it for the player", async () => {
    await resolve('/?info=k1&episode=7').result;
    expect(storage.get('HREF')).toBe(`${origin}/?info=k1`);
    const { result, replaceUrl } = resolve('/Code1?episode=7', () => Promise.resolve('k2'));
    await result;
    expect(storage.get('HREF')).toBe(`${origin}/Code1`);
    expect(replaceUrl).toHaveBeenCalledWith('/?episode=7');
  });

  it('keeps ttclid in storage and in a cookie', async () => {
    await resolve('/?info=k1&ttclid=click%201').result;
    expect(storage.get('ttclid')).toBe('click 1');
    expect(readTtclidCookie()).toBe('click 1');
  });

  it('ends the stored session when the key differs, keeping its user (with its token) and ttclid', async () => {
    storeOldSession('old');
    storage.set('ttclid', 't0');
    storage.set('PAY_ORDER_ID', 'PO-old');
    await resolve('/?info=new').result;
    expect(storage.get('ACCESS_TOKEN')).toBeUndefined();
    expect(storage.get('USER_ID')).toBeUndefined();
    expect(storage.get('PAY_ORDER_ID')).toBeUndefined();
    expect(storage.get('DRAMA_INFO')).toBeUndefined();
    expect(storage.get('ttclid')).toBe('t0');
    // Guests are per key: the old key's guest is kept, now with what made it that session.
    expect(storage.get('USER_INFO_DICT')).toEqual({
      old: { id: 'old-user', name: 'Old', current: 3, token: 'old-token', payOrderId: 'PO-old' },
    });
  });

  it('asks for the drama with the token of the key it returns to, before any user step', async () => {
    storage.set('USER_INFO_DICT', {
      a: { id: 'guest-a', name: 'A', current: 0, token: 'token-a' },
      b: { id: 'guest-b', name: 'B', current: 0, token: 'token-b' },
    });
    storage.set('SECRET_KEY', 'b');
    storage.set('ACCESS_TOKEN', 'token-b');
    await resolve('/?info=a').result;
    expect(sessionToken()).toBe('token-a');
    expect(storage.get('ACCESS_TOKEN')).toBeUndefined();
  });

  it('keeps the stored session and offers the stored drama for the same key', async () => {
    storeOldSession('k1');
    const resolution = await resolve('/?info=k1').result;
    expect(storage.get('ACCESS_TOKEN')).toBe('old-token');
    expect(resolution).toMatchObject({ kind: 'key', key: 'k1', cached: { dramaId: '10086' } });
  });

  it('falls back to the stored key on a reload without one, keeping the landing address', async () => {
    storeOldSession('k1');
    const resolution = await resolve('/mine').result;
    expect(resolution).toMatchObject({ kind: 'key', key: 'k1', registerUrl: `${origin}/?info=k1` });
  });

  it('clears everything and reports empty with no key anywhere', async () => {
    storage.set('ACCESS_TOKEN', 'stray');
    await expect(resolve('/').result).resolves.toEqual({ kind: 'empty' });
    expect(storage.get('ACCESS_TOKEN')).toBeUndefined();
  });

  it('exchanges a short code, stores the key and lands on / with the rest of the query', async () => {
    const decrypt = vi.fn(() => Promise.resolve('k9'));
    const { result, replaceUrl } = resolve('/Ab3x?ttclid=t1', decrypt);
    await expect(result).resolves.toMatchObject({ kind: 'key', key: 'k9', registerUrl: `${origin}/Ab3x?ttclid=t1` });
    expect(decrypt).toHaveBeenCalledWith('Ab3x');
    expect(storage.get('SECRET_KEY')).toBe('k9');
    expect(replaceUrl).toHaveBeenCalledWith('/?ttclid=t1');
  });

  it('reports an unknown short code and leaves the stored session alone', async () => {
    storeOldSession('k1');
    const decrypt = () => Promise.reject(new ApiError({ code: 2002, message: 'Unknown short code', status: 404 }));
    const { result, replaceUrl } = resolve('/nope', decrypt);
    await expect(result).resolves.toEqual({ kind: 'unknownShortCode' });
    expect(replaceUrl).not.toHaveBeenCalled();
    expect(storage.get('SECRET_KEY')).toBe('k1');
  });

  it('lets a transport failure of the exchange through, for the caller to retry', async () => {
    const { result } = resolve('/Ab3x', () => Promise.reject(TransportError.network()));
    await expect(result).rejects.toBeInstanceOf(TransportError);
  });

  it('never sends a route name or info-carrying address to decrypt', async () => {
    const decrypt = vi.fn(() => Promise.resolve('x'));
    await resolve('/recharge', decrypt).result;
    await resolve('/Ab3x?info=k1', decrypt).result;
    expect(decrypt).not.toHaveBeenCalled();
  });
});

describe('cachedDrama', () => {
  it('ignores a stored drama that lacks fields a screen reads', () => {
    storage.set('SECRET_KEY', 'k1');
    localStorage.setItem('DRAMA_INFO', JSON.stringify({ dramaId: '1', dramaUrl: [] }));
    expect(cachedDrama('k1')).toBeNull();
  });

  it('ignores a stored drama of another key', () => {
    storeOldSession('k1');
    expect(cachedDrama('k2')).toBeNull();
  });
});

describe('classifyDrama and rememberDrama', () => {
  it('picks the locale from the country, accepting KR for Korea', () => {
    expect(classifyDrama(makeDrama({ country: 'AE' }))).toEqual({ kind: 'supported', locale: 'ar_AE' });
    expect(classifyDrama(makeDrama({ country: 'KR' }))).toEqual({ kind: 'supported', locale: 'kr_KO' });
    expect(classifyDrama(makeDrama({ country: 'US' }))).toEqual({ kind: 'unsupported' });
  });

  it('ends the stored session for a drama without episodes, its language still known', () => {
    storeOldSession('k1');
    const empty = makeDrama({ dramaUrl: [] });
    expect(classifyDrama(empty)).toEqual({ kind: 'noEpisodes', locale: 'th_TH' });
    expect(classifyDrama(makeDrama({ dramaUrl: [], country: 'US' }))).toEqual({ kind: 'noEpisodes' });
    rememberDrama('k1', empty);
    expect(storage.get('SECRET_KEY')).toBeUndefined();
    expect(storage.get('ACCESS_TOKEN')).toBeUndefined();
    expect(storage.get('USER_INFO_DICT')?.k1?.id).toBe('old-user');
  });

  it('stores the key and the drama otherwise', () => {
    rememberDrama('k1', makeDrama({ title: 'Fresh' }));
    expect(storage.get('SECRET_KEY')).toBe('k1');
    expect(cachedDrama('k1')?.title).toBe('Fresh');
  });
});

describe('ensureUser', () => {
  const drama = makeDrama({ pixelId: '' });

  it('registers a guest with the register payload and stores who it is', async () => {
    storage.set('USER_INFO_DICT', { other: { id: 'u-9', name: 'Nine', current: 2 } });
    const register = vi.fn(() => Promise.resolve(guest));
    await expect(ensureUser('k1', drama, `${origin}/?info=k1`, register)).resolves.toEqual({
      id: 'u-1',
      name: 'Guest 1',
    });
    expect(register).toHaveBeenCalledWith({
      registerUrl: `${origin}/?info=k1`,
      dramaId: '10086',
      promotionLinkId: 'pl_7781',
      pixelId: '',
      siteId: 'site_th_01',
    });
    expect(storage.get('ACCESS_TOKEN')).toBe('tok-1');
    expect(storage.get('USER_ID')).toBe('u-1');
    expect(storage.get('USER_NAME')).toBe('Guest 1');
    expect(storage.get('USER_INFO_DICT')).toEqual({
      other: { id: 'u-9', name: 'Nine', current: 2 },
      k1: { id: 'u-1', name: 'Guest 1', current: 0, token: 'tok-1' },
    });
  });

  it('registers once when asked twice at the same time (StrictMode)', async () => {
    const register = vi.fn(() => Promise.resolve(guest));
    const [a, b] = await Promise.all([
      ensureUser('k2', drama, origin, register),
      ensureUser('k2', drama, origin, register),
    ]);
    expect(a).toEqual(b);
    expect(register).toHaveBeenCalledOnce();
  });

  it('reuses the stored user for the key with current set to 0, with its token, e-mail and pending order', async () => {
    storage.set('USER_INFO_DICT', {
      k1: { id: 'u-5', name: 'Five', current: 4, token: 'tok-5', email: 'five@example.com', payOrderId: 'PO-5' },
    });
    const register = vi.fn(() => Promise.resolve(guest));
    await expect(ensureUser('k1', drama, origin, register)).resolves.toEqual({ id: 'u-5', name: 'Five' });
    expect(register).not.toHaveBeenCalled();
    expect(storage.get('USER_INFO_DICT')?.k1).toMatchObject({ id: 'u-5', name: 'Five', current: 0 });
    expect(storage.get('USER_ID')).toBe('u-5');
    expect(storage.get('ACCESS_TOKEN')).toBe('tok-5');
    expect(storage.get('EMAIL')).toBe('five@example.com');
    expect(storage.get('PAY_ORDER_ID')).toBe('PO-5');
  });

  it('reuses a stored user whose token a 401 removed, without one (the session is signed out)', async () => {
    storage.set('USER_INFO_DICT', { k1: { id: 'u-5', name: 'Five', current: 0 } });
    const register = vi.fn(() => Promise.resolve(guest));
    await expect(ensureUser('k1', drama, origin, register)).resolves.toEqual({ id: 'u-5', name: 'Five' });
    expect(register).not.toHaveBeenCalled();
    expect(storage.get('ACCESS_TOKEN')).toBeUndefined();
  });

  it('re-registers when USER_INFO_DICT is corrupt', async () => {
    localStorage.setItem('USER_INFO_DICT', '{"k1": {"id": 5}');
    const register = vi.fn(() => Promise.resolve(guest));
    await ensureUser('k1', drama, origin, register);
    expect(register).toHaveBeenCalledOnce();
    expect(storage.get('USER_INFO_DICT')).toEqual({ k1: { id: 'u-1', name: 'Guest 1', current: 0, token: 'tok-1' } });
  });

  it('lets a retry register after a failed attempt', async () => {
    const register = vi.fn(() => Promise.resolve(guest));
    register.mockRejectedValueOnce(TransportError.network());
    await expect(ensureUser('k3', drama, origin, register)).rejects.toBeInstanceOf(TransportError);
    await expect(ensureUser('k3', drama, origin, register)).resolves.toEqual({ id: 'u-1', name: 'Guest 1' });
    expect(register).toHaveBeenCalledTimes(2);
  });
});
