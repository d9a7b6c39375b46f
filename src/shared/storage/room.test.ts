import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DramaInfo } from '@/shared/api/types';
import { quotaOf, usedStorage } from '@tests/support/quota';
import { keepStored } from './room';
import { storage, storageKeys } from './storage';

afterEach(() => {
  vi.restoreAllMocks();
  for (const key of storageKeys) storage.remove(key);
  localStorage.clear();
});

const intents = { 'u-1:unlock:10086:6': { key: '6b1f9e0a-0d5e-4c51-9a57-7f2d4b3c1e01', since: 1 } };
const ledger = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`PO-${i + 1}`, { steps: ['purchase'], at: i + 1 }]));
const guests = { 'demo-th': { id: 'u-1', name: 'Guest', current: 3, token: 't-1' } };
const event = (id: string, eventTime: number) => ({
  eventId: id,
  eventTime,
  h5UserId: 'u-1',
  event: 'Purchase',
  properties: {},
});
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

describe('keepStored', () => {
  it('stores as usual while there is room', () => {
    expect(keepStored('PAYING_INTENTS', intents)).toBe(true);
    expect(stored('PAYING_INTENTS')).toEqual(intents);
  });

  it('makes room for a paying key with the oldest half of the order ledger, nothing more', () => {
    storage.set('ORDER_LEDGER', ledger(40));
    storage.set('USER_INFO_DICT', guests);
    quotaOf(usedStorage() + 10);

    expect(keepStored('PAYING_INTENTS', intents)).toBe(true);
    expect(stored('PAYING_INTENTS')).toEqual(intents);
    // The newest orders stay; the guest (its token reaches its coins) is never given up.
    expect(Object.keys(stored('ORDER_LEDGER') as object)).toEqual(Object.keys(ledger(40)).slice(20));
    expect(stored('USER_INFO_DICT')).toEqual(guests);
  });

  it('gives up, in turn, the invitations, the ledger, unsent events, then the cached drama, until it fits', () => {
    storage.set('BIND_INVITE', { 'u-0': 'dismissed' });
    storage.set('ORDER_LEDGER', ledger(2));
    storage.set('EVENT_OUTBOX', { b: event('b', 2), a: event('a', 1) } as never);
    storage.set('DRAMA_INFO', { dramaId: 'd-1', country: 'TH', dramaUrl: [], description: 'd'.repeat(2000) } as never);
    storage.set('USER_INFO_DICT', guests);
    quotaOf(usedStorage());
    // More than the invitations, half the ledger and half the events free together.
    const three = Object.fromEntries(
      ['6', '7', '8'].map((episode) => [`u-1:unlock:10086:${episode}`, { key: `key-of-episode-${episode}`, since: 1 }]),
    );

    expect(keepStored('PAYING_INTENTS', three)).toBe(true);
    expect(stored('PAYING_INTENTS')).toEqual(three);
    expect(localStorage.getItem('BIND_INVITE')).toBeNull();
    expect(Object.keys(stored('ORDER_LEDGER') as object)).toEqual(['PO-2']);
    // The older event went first.
    expect(Object.keys(stored('EVENT_OUTBOX') as object)).toEqual(['b']);
    expect(localStorage.getItem('DRAMA_INFO')).toBeNull();
    expect(stored('USER_INFO_DICT')).toEqual(guests);
  });

  it('stops as soon as the value fits: the cached drama stays when the ledger made room', () => {
    const drama = { dramaId: 'd-1', country: 'TH', dramaUrl: [] } as unknown as DramaInfo;
    storage.set('DRAMA_INFO', drama);
    storage.set('ORDER_LEDGER', ledger(40));
    quotaOf(usedStorage() + 10);

    keepStored('PENDING_ORDERS', {
      'u-1': [
        {
          order: { payOrderId: 'PO-9', paymentContent: 'https://pay.example/qr/PO-9' },
          request: { packageId: 'p', dramaId: 'd-1' },
          madeAt: 1,
        },
      ],
    } as never);
    expect(Object.keys(stored('PENDING_ORDERS') as object)).toEqual(['u-1']);
    expect(stored('DRAMA_INFO')).toEqual(drama);
  });

  it('keeps the value in memory when nothing the app may give up makes room, and says so', () => {
    storage.set('USER_INFO_DICT', guests);
    quotaOf(usedStorage());

    expect(keepStored('PAYING_INTENTS', intents)).toBe(false);
    expect(localStorage.getItem('PAYING_INTENTS')).toBeNull();
    // This page still has it: a retry before a reload sends the same key.
    expect(storage.get('PAYING_INTENTS')).toEqual(intents);
    expect(stored('USER_INFO_DICT')).toEqual(guests);
  });
});
