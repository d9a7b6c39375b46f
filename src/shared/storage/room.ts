import { storage, type RecordKey, type StorageKey, type StorageValues } from './storage';

// Room for what must survive a reload (a paying intent's Idempotency-Key, an order still being paid) when the
// quota is full. raw.ts gives up only the quarantine, on every write, and then keeps the value in memory; the
// writers of those two keys then call keepStored, which frees the app's own least needed data, one step at a
// time until the write fits (docs/product-rules.md, "Storage keys"). This module is loaded with them, off the
// start path: the first frame's JavaScript has a budget.

/** An entry's age, for giving up the oldest first. */
type AgeOf<K extends RecordKey> = (entry: StorageValues[K][string]) => number;

interface Step<K extends RecordKey = RecordKey> {
  key: K;
  age: AgeOf<K>;
}

const step = <K extends RecordKey>(key: K, age: AgeOf<K>): Step => ({ key, age }) as unknown as Step;

// Least needed first. The e-mail invitations, then what was done once per order long since final, then events
// not yet accepted (the business's attribution, never the visitor's money); each loses its oldest half. Then the
// cached drama, which the start fetches anyway. Never a drama's guest (its token reaches its coins), never a
// paying intent or an order being paid for another.
const STEPS: readonly (Step | 'DRAMA_INFO')[] = [
  step('BIND_INVITE', () => 0),
  step('ORDER_LEDGER', (entry) => entry.at),
  step('EVENT_OUTBOX', (event) => event.eventTime),
  'DRAMA_INFO',
];

function local(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Whether localStorage itself holds `raw` under `key` (not raw.ts's memory fallback). */
function stored(key: StorageKey, raw: string): boolean {
  try {
    return local()?.getItem(key) === raw;
  } catch {
    return false;
  }
}

/** Replaces what localStorage holds under `key`: a smaller value frees room; nothing else, no fallback. */
function shrink(key: StorageKey, raw: string | null): void {
  try {
    if (raw === null) local()?.removeItem(key);
    else local()?.setItem(key, raw);
  } catch {
    // Nothing freed: the next step may.
  }
}

function dropOldestHalf({ key, age }: Step): void {
  const record = storage.get(key) as Record<string, StorageValues[typeof key][string]> | undefined;
  if (!record) return;
  // Object.entries keeps the stored order (records.ts writes the newest last): the tie-break for equal ages.
  const oldestFirst = Object.entries(record)
    .map(([id, entry], place) => ({ id, age: age(entry), place }))
    .sort((a, b) => a.age - b.age || a.place - b.place);
  const gone = new Set(oldestFirst.slice(0, Math.ceil(oldestFirst.length / 2)).map(({ id }) => id));
  const kept = Object.entries(record).filter(([id]) => !gone.has(id));
  shrink(key, kept.length > 0 ? JSON.stringify(Object.fromEntries(kept)) : null);
}

/**
 * Writes `value` under `key` (PAYING_INTENTS or PENDING_ORDERS) so that it survives a reload: when the quota kept it
 * in memory only, the app's least needed data makes room, step by step, until it is in localStorage. False when
 * nothing the app may give up made room (the value stays in memory, for this page's life).
 */
export function keepStored<K extends 'PAYING_INTENTS' | 'PENDING_ORDERS'>(key: K, value: StorageValues[K]): boolean {
  if (!storage.set(key, value)) return false;
  const raw = JSON.stringify(value);
  for (const next of STEPS) {
    if (stored(key, raw) || !local()) break;
    if (next === 'DRAMA_INFO') shrink('DRAMA_INFO', null);
    else dropOldestHalf(next);
    storage.set(key, value);
  }
  return stored(key, raw);
}
