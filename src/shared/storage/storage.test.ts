import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DramaInfo } from '@/shared/api/types';
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

describe('corrupt and foreign values', () => {
  it.each([
    ['USER_INFO_DICT', '{not json'],
    ['USER_INFO_DICT', '{"demo-th":{"id":"u-1","name":"x","current":"zero"}}'],
    ['USER_INFO_DICT', '[1,2,3]'],
    ['DRAMA_INFO', '{"dramaId":"d-1"}'],
    ['DRAMA_INFO', 'null'],
    ['currentVideoIdx', 'abc'],
    ['currentVideoIdx', '-2'],
    ['currentVideoIdx', '1.5'],
    ['ACCESS_TOKEN', 'has spaces\nand a newline'],
    ['SECRET_KEY', ''],
    ['BIND_INVITE', '{"u-1":"maybe"}'],
    ['BIND_INVITE', '"dismissed"'],
  ] as const)('%s = %s reads as absent and is removed', (key, raw) => {
    localStorage.setItem(key, raw);
    expect(storage.get(key)).toBeUndefined();
    expect(localStorage.getItem(key)).toBeNull();
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
