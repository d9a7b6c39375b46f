import * as parse from '@/shared/utils/parse';
import { QUARANTINE_KEY, readRaw, writeRaw } from './raw';

// What storage.ts could not read is set aside here, not lost: a record's bad entry (written by another build,
// a stale tab, a hand) or a record's whole value when it is not even a JSON object. One key for all, the
// latest few, each value cut short: enough to tell what went wrong, never much of the quota
// (docs/product-rules.md, "Storage keys"). The app never reads it back.

const MAX_QUARANTINED = 20;
const MAX_VALUE_CHARS = 1000;

const quarantined = parse.array(
  parse.object({ key: parse.string, entry: parse.optional(parse.string), value: parse.string, at: parse.number() }),
);
type Quarantined = NonNullable<parse.Parsed<typeof quarantined>>[number];

function readQuarantine(): Quarantined[] {
  try {
    return quarantined(JSON.parse(readRaw(QUARANTINE_KEY) ?? '[]')) ?? [];
  } catch {
    return []; // Corrupt itself: started afresh.
  }
}

/** Sets aside what could not be read under `key`: some of its entries (by entry key), or its whole raw value. */
export function quarantine(key: string, items: readonly { entry?: string; value: string }[]): void {
  const at = Date.now();
  const added = items.map(({ entry, value }) => ({
    key,
    ...(entry === undefined ? {} : { entry }),
    value: value.slice(0, MAX_VALUE_CHARS),
    at,
  }));
  writeRaw(QUARANTINE_KEY, JSON.stringify([...readQuarantine(), ...added].slice(-MAX_QUARANTINED)));
}
