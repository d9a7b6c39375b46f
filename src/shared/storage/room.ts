import { QUARANTINE_KEY } from './quarantine';
import { readRaw, readStored, shrinkStored } from './raw';
import type { StorageKey, StorageValues } from './storage';

// What makes room when the quota is full (raw.ts writeRaw), in this order: the quarantine, then the oldest half
// of each record worth less than the record being written, one after the other until the write fits. A single
// key or the cached drama frees only the quarantine: a guest (and its coins) or a paying key is never given up
// for them (docs/product-rules.md, "Storage keys").
const worthLeastFirst: readonly StorageKey[] = ['BIND_INVITE', 'ORDER_LEDGER', 'USER_INFO_DICT', 'PAYING_INTENTS'];
// An entry's age, where it says when it was made; elsewhere its place (records.ts writes the newest last).
const ages: Partial<Record<StorageKey, (entry: never) => number>> = {
  PAYING_INTENTS: (intent: StorageValues['PAYING_INTENTS'][string]) => intent.since,
  ORDER_LEDGER: (order: StorageValues['ORDER_LEDGER'][string]) => order.at,
};
// The entry a record never gives up to make room: the current session's, named by this single key.
const spared: Partial<Record<StorageKey, StorageKey>> = { USER_INFO_DICT: 'SECRET_KEY', BIND_INVITE: 'USER_ID' };

/** Reads a record's good entries from a decoded value (storage.ts's parsers), without side effects. */
type RecordReader = (store: StorageKey, value: unknown) => Record<string, unknown> | undefined;

function dropOldestHalf(store: StorageKey, read: RecordReader): void {
  let record: Record<string, unknown> | undefined;
  try {
    record = read(store, JSON.parse(readStored(store) ?? 'null'));
  } catch {
    return;
  }
  if (!record) return;
  const age = ages[store];
  const keep = spared[store] && readRaw(spared[store]);
  const oldestFirst = Object.entries(record)
    .map(([id, entry], place) => ({ id, age: age ? age(entry as never) : place }))
    .filter(({ id }) => id !== keep)
    .sort((a, b) => a.age - b.age);
  for (const { id } of oldestFirst.slice(0, Math.ceil(oldestFirst.length / 2))) delete record[id];
  shrinkStored(store, JSON.stringify(record));
}

/** The steps that make room for a write of `key`, each tried before the write is tried again. */
export function makeRoom(key: StorageKey, read: RecordReader): (() => void)[] {
  const worthLess = worthLeastFirst.slice(0, Math.max(0, worthLeastFirst.indexOf(key)));
  return [() => shrinkStored(QUARANTINE_KEY, null), ...worthLess.map((store) => () => dropOldestHalf(store, read))];
}
