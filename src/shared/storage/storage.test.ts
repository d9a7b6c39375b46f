import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DramaInfo } from '@/shared/api/types';
import { quotaOf, usedStorage as used } from '@tests/support/quota';
import { clearSession, storage, storageKeys } from './storage';

const drama: DramaInfo = {
  dramaId: 'd-1',
  promotionLinkId: 'p-1',
  pixelId: '',
  siteId: 's-1',
  customerDomain: 'example.com',
  isCdn: false,
  country: 'TH',
  title: 'Kept as is',
  cover: '/demo-media/cover-1.jpg',
  description: '',
  totalEpisodes: 1,
  freeEpisodes: 1,
  episodePrice: 10,
  seriesPrice: 50,
  seriesUnlocked: false,
  dramaUrl: [{ episodeNumber: 1, videoUrl: '/demo-media/ep1.mp4', locked: false }],
};

afterEach(() => {
  vi.restoreAllMocks();
  for (const key of storageKeys) storage.remove(key);
  localStorage.clear();
});

describe('storage round trips', () => {
  it('reads back what it wrote, for each kind of key', () => {
    storage.set('ACCESS_TOKEN', 'eyJ.token.sig');
    storage.set('currentVideoIdx', 3);
    storage.set('USER_INFO_DICT', { 'demo-th': { id: 'u-1', name: 'Guest 1', current: 0 } });
    storage.set('DRAMA_INFO', drama);

    expect(storage.get('ACCESS_TOKEN')).toBe('eyJ.token.sig');
    expect(storage.get('currentVideoIdx')).toBe(3);
    expect(storage.get('USER_INFO_DICT')).toEqual({ 'demo-th': { id: 'u-1', name: 'Guest 1', current: 0 } });
    expect(storage.get('DRAMA_INFO')).toEqual(drama);
  });

  it('keeps strings raw and numbers as text, as values written by older builds are', () => {
    storage.set('SECRET_KEY', 'demo-th');
    storage.set('currentVideoIdx', 2);
    expect(localStorage.getItem('SECRET_KEY')).toBe('demo-th');
    expect(localStorage.getItem('currentVideoIdx')).toBe('2');
    localStorage.setItem('USER_ID', '42');
    expect(storage.get('USER_ID')).toBe('42');
  });

  it('returns undefined for an absent key and after remove', () => {
    expect(storage.get('EMAIL')).toBeUndefined();
    storage.set('EMAIL', 'a@b.co');
    storage.remove('EMAIL');
    expect(storage.get('EMAIL')).toBeUndefined();
  });

  it('refuses to write an invalid value and keeps the previous one', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storage.set('currentVideoIdx', 1);
    expect(storage.set('currentVideoIdx', -1)).toBe(false);
    expect(storage.get('currentVideoIdx')).toBe(1);
  });
});

/** What storage set aside for diagnosis (quarantine.ts), as localStorage holds it. */
const quarantined = () => JSON.parse(localStorage.getItem('QUARANTINE') ?? 'null') as unknown;

describe('corrupt and foreign values', () => {
  it.each([
    ['DRAMA_INFO', '{"dramaId":"d-1"}'],
    ['DRAMA_INFO', 'null'],
    ['currentVideoIdx', 'abc'],
    ['currentVideoIdx', '-2'],
    ['currentVideoIdx', '1.5'],
    ['ACCESS_TOKEN', 'has spaces\nand a newline'],
    ['SECRET_KEY', ''],
  ] as const)('%s = %s reads as absent and is removed', (key, raw) => {
    localStorage.setItem(key, raw);
    expect(storage.get(key)).toBeUndefined();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it.each([
    ['USER_INFO_DICT', '{not json'],
    ['USER_INFO_DICT', '[1,2,3]'],
    ['PAYING_INTENTS', '"k"'],
    ['BIND_INVITE', '"dismissed"'],
  ] as const)('a record that is no object, %s = %s, reads as absent and is set aside whole', (key, raw) => {
    localStorage.setItem(key, raw);
    expect(storage.get(key)).toBeUndefined();
    expect(localStorage.getItem(key)).toBeNull();
    expect(quarantined()).toEqual([{ key, value: raw, at: expect.any(Number) as number }]);
  });
});

describe('records are read entry by entry', () => {
  const guest = { id: 'u-1', name: 'Guest 1', current: 0, token: 't-1' };
  it.each([
    ['USER_INFO_DICT', { a: guest, b: { id: 5 }, c: 'x' }, { a: guest }],
    [
      'PAYING_INTENTS',
      { 'u-1:order:p': { key: 'k-1', since: 1 }, 'u-1:unlock': { key: 'has space', since: 2 } },
      { 'u-1:order:p': { key: 'k-1', since: 1 } },
    ],
    [
      'ORDER_LEDGER',
      { 'PO-1': { steps: ['purchase'], at: 1 }, 'PO-2': { steps: 'told', at: 2 } },
      { 'PO-1': { steps: ['purchase'], at: 1 } },
    ],
    ['BIND_INVITE', { 'u-1': 'maybe', 'u-2': 'due' }, { 'u-2': 'due' }],
  ] as const)('%s: a bad entry is set aside alone, its neighbours are read and kept', (key, stored, good) => {
    localStorage.setItem(key, JSON.stringify(stored));
    expect(storage.get(key)).toEqual(good);
    // Rewritten without the bad entries, so the next read finds none to set aside again.
    expect(JSON.parse(localStorage.getItem(key) ?? 'null')).toEqual(good);
    const bad = Object.entries(stored).filter(([entry]) => !(entry in good));
    const expected = bad.map(([entry, value]) => ({
      key,
      entry,
      value: JSON.stringify(value),
      at: expect.any(Number) as number,
    }));
    expect(quarantined()).toEqual(expected);
    expect(storage.get(key)).toEqual(good);
    expect(quarantined()).toEqual(expected);
  });

  it('keeps the 20 latest set aside, each value cut to 1000 characters', () => {
    localStorage.setItem(
      'BIND_INVITE',
      JSON.stringify(Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`u-${i}`, i]))),
    );
    localStorage.setItem('ORDER_LEDGER', JSON.stringify({ 'PO-1': 'x'.repeat(5000) }));
    storage.get('BIND_INVITE');
    storage.get('ORDER_LEDGER');
    const kept = quarantined() as { entry: string; value: string }[];
    expect(kept.map(({ entry }) => entry)).toEqual([...Array.from({ length: 19 }, (_, i) => `u-${i + 6}`), 'PO-1']);
    expect(kept.at(-1)?.value).toHaveLength(1000);
  });

  it('looks an entry up by a key from an address or a server: only what the record holds, whatever the key', () => {
    const risky = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];
    for (const key of risky) expect(storage.entry('USER_INFO_DICT', key)).toBeUndefined();
    storage.set('BIND_INVITE', { 'u-1': 'due' });
    for (const key of risky) expect(storage.entry('BIND_INVITE', key)).toBeUndefined();
    // "__proto__" is a key like another: written and read back as an entry, never as the prototype.
    storage.set('USER_INFO_DICT', { ['__proto__']: guest, a: guest });
    expect(storage.entry('USER_INFO_DICT', '__proto__')).toEqual(guest);
    expect(storage.entry('USER_INFO_DICT', 'constructor')).toBeUndefined();
    expect(Object.getPrototypeOf(storage.get('USER_INFO_DICT'))).toBeNull();
    expect(({} as Record<string, unknown>).id).toBeUndefined();
  });
});

const orders = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`PO-${i + 1}`, { steps: ['purchase'], at: i + 1 }]));
const guests = (...keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, { id: `u-${key}`, name: 'Guest', current: 0, token: `t-${key}` }]));
const intent = { 'u-1:unlock:10086:6': { key: '6b1f9e0a-0d5e-4c51-9a57-7f2d4b3c1e01', since: 1 } };

describe('a full quota', () => {
  it('makes room for a paying key by giving up what was set aside; nothing else goes', () => {
    localStorage.setItem('QUARANTINE', JSON.stringify([{ key: 'X', value: 'v'.repeat(300), at: 1 }]));
    storage.set('ORDER_LEDGER', orders(10));
    quotaOf(used());
    storage.set('PAYING_INTENTS', intent);
    expect(JSON.parse(localStorage.getItem('PAYING_INTENTS') ?? 'null')).toEqual(intent);
    expect(localStorage.getItem('QUARANTINE')).toBeNull();
    expect(Object.keys(storage.get('ORDER_LEDGER') ?? {})).toHaveLength(10);
  });

  it('keeps a value that still does not fit in memory, and gives up no guest or order for it', () => {
    storage.set('USER_INFO_DICT', guests('a'));
    storage.set('ORDER_LEDGER', orders(2));
    quotaOf(used());
    storage.set('DRAMA_INFO', { ...drama, description: 'd'.repeat(3000) });
    expect(storage.get('DRAMA_INFO')?.description).toHaveLength(3000);
    expect(localStorage.getItem('DRAMA_INFO')).toBeNull();
    expect(storage.get('USER_INFO_DICT')).toEqual(guests('a'));
    expect(Object.keys(storage.get('ORDER_LEDGER') ?? {})).toHaveLength(2);
  });
});

describe('clearSession', () => {
  it("removes the current session's keys and keeps every key's user, ttclid, the paying records and invitations", () => {
    storage.set('ACCESS_TOKEN', 't');
    storage.set('SECRET_KEY', 'demo-th');
    storage.set('USER_ID', 'u-1');
    storage.set('USER_NAME', 'Guest');
    storage.set('currentVideoIdx', 4);
    storage.set('USER_INFO_DICT', { 'demo-th': { id: 'u-1', name: 'Guest', current: 0, token: 't' } });
    storage.set('DRAMA_INFO', drama);
    storage.set('EMAIL', 'a@b.co');
    storage.set('PAY_ORDER_ID', 'o-1');
    storage.set('HREF', 'https://app.example/?info=demo-th');
    storage.set('ttclid', 'click-1');
    storage.set('PAYING_INTENTS', { 'u-1:unlock:1:6': { key: 'k', since: 1 } });
    storage.set('ORDER_LEDGER', { 'o-0': { steps: ['purchase'], at: 1 } });
    storage.set('BIND_INVITE', { 'u-1': 'dismissed' });

    clearSession();

    const kept = new Set(['ttclid', 'USER_INFO_DICT', 'PAYING_INTENTS', 'ORDER_LEDGER', 'BIND_INVITE']);
    for (const key of storageKeys.filter((k) => !kept.has(k))) expect(storage.get(key)).toBeUndefined();
    expect(storage.get('ttclid')).toBe('click-1');
    expect(storage.get('USER_INFO_DICT')?.['demo-th']?.token).toBe('t');
    expect(storage.get('PAYING_INTENTS')).toBeDefined();
    expect(storage.get('ORDER_LEDGER')).toBeDefined();
    expect(storage.get('BIND_INVITE')).toEqual({ 'u-1': 'dismissed' });
  });
});

describe('when localStorage is unavailable', () => {
  it('falls back to memory when touching localStorage throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(storage.get('USER_ID')).toBeUndefined();
    storage.set('USER_ID', 'u-9');
    expect(storage.get('USER_ID')).toBe('u-9');
    storage.remove('USER_ID');
    expect(storage.get('USER_ID')).toBeUndefined();
  });

  it('keeps a value in memory when setItem throws (quota, old private mode)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => storage.set('DRAMA_INFO', drama)).not.toThrow();
    expect(storage.get('DRAMA_INFO')).toEqual(drama);
    expect(() => clearSession()).not.toThrow();
    expect(storage.get('DRAMA_INFO')).toBeUndefined();
  });

  it('reads as absent when getItem throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('broken');
    });
    expect(storage.get('ACCESS_TOKEN')).toBeUndefined();
  });
});
