import type { CreateOrderRequest, DramaInfo, RechargeOrder, TrackEvent } from '@/shared/api/types';
import * as parse from '@/shared/utils/parse';
import { quarantine } from './quarantine';
import { readRaw, removeRaw, writeRaw } from './raw';

// One typed module over every localStorage key of the app (docs/product-rules.md, "Storage keys").
// Strings are stored raw and numbers as decimal text (what the keys have always
// held, so values written by older builds still read); objects as JSON.
// Every read is parsed: a corrupt or foreign value reads as absent and is removed. A record (a key whose
// parser is parse.record) is read entry by entry: a bad entry is set aside alone (quarantine.ts), its
// neighbours are kept. When localStorage is unavailable or full, values live in memory (raw.ts).
// The parsers are hand-written (shared/utils/parse), not zod: this module runs before the first
// video frame, whose JavaScript has a budget (docs/start-path.md, "Off the start path"). Forms, in
// lazily loaded screens, keep zod/mini.

const visibleAscii = parse.matching(/^[\x21-\x7e]+$/);

// A drama key's guest (or signed-in user). Its id, name and current; and what makes returning to this
// drama return to this user (drama-session.ts): its token, its bound e-mail and the order it is paying.
const userInfo = parse.object({
  id: parse.nonEmptyString,
  name: parse.string,
  current: parse.int({ min: 0 }),
  token: parse.optional(visibleAscii),
  email: parse.optional(parse.nonEmptyString),
  payOrderId: parse.optional(parse.nonEmptyString),
});

// Only the outline the app relies on is checked; the full shape belongs to the
// contract (DramaInfo), and extra fields pass through untouched.
const dramaInfoOutline = parse.looseObject({
  dramaId: parse.nonEmptyString,
  country: parse.optional(parse.string),
  dramaUrl: parse.array(
    parse.looseObject({
      episodeNumber: parse.int(),
      videoUrl: parse.string,
    }),
  ),
});

// Paying intents whose outcome is not known yet (shared/api/paying-intent.ts): the key to send again.
const payingIntent = parse.object({ key: visibleAscii, since: parse.number() });

// What was done once per order (features/payment/order-ledger.ts).
const orderSteps = parse.object({ steps: parse.array(parse.string), at: parse.number() });

// Two records checked in full where they are read, off the start path (shared/tracking/outbox.ts,
// features/payment/pending-orders.ts): here only the outline that reading them entry by entry needs, so the
// first frame's JavaScript stays within its budget (docs/start-path.md, "Off the start path").
// Events kept until the server accepts them: each one's request body, as it is sent.
const outboxEvent = parse.looseObject({
  eventId: visibleAscii,
  eventTime: parse.int({ min: 0 }),
  h5UserId: parse.nonEmptyString,
}) as unknown as parse.Parser<TrackEvent>;
// The orders a user made that are not known to be final, per user id: each with what its QR page shows and when
// it was made. An order without its id drops only itself.
export type StoredPendingOrder = { order: Omit<RechargeOrder, 'status'>; request: CreateOrderRequest; madeAt: number };
const pendingOrderOutline = parse.looseObject({
  order: parse.looseObject({ payOrderId: parse.nonEmptyString, paymentContent: parse.nonEmptyString }),
  madeAt: parse.number(),
}) as unknown as parse.Parser<StoredPendingOrder>;
// A list with no readable order is set aside whole (a user's list is never stored empty).
const pendingOrderList: parse.Parser<StoredPendingOrder[]> = (value) => {
  const orders = Array.isArray(value) ? value.flatMap((entry: unknown) => pendingOrderOutline(entry) ?? []) : [];
  return orders.length > 0 ? orders : undefined;
};

// The invitation to bind an e-mail after a guest's first purchase, per user (features/account/bind-invite.ts).
type BindInviteState = 'due' | 'dismissed';
const bindInviteState: parse.Parser<BindInviteState> = (value) =>
  value === 'due' || value === 'dismissed' ? value : undefined;

// The visitor's data-saver choice in More (features/player/media/data-saver.ts); absent is 'auto'.
export type DataSaverChoice = 'auto' | 'on' | 'off';
const dataSaverChoice: parse.Parser<DataSaverChoice> = (value) =>
  value === 'auto' || value === 'on' || value === 'off' ? value : undefined;

const parsers = {
  // Sent as a header value: visible ASCII only, or fetch throws on every call.
  ACCESS_TOKEN: visibleAscii,
  SECRET_KEY: parse.nonEmptyString,
  USER_ID: parse.nonEmptyString,
  USER_NAME: parse.string,
  currentVideoIdx: parse.int({ min: 0 }),
  USER_INFO_DICT: parse.record(userInfo),
  DRAMA_INFO: dramaInfoOutline,
  EMAIL: parse.nonEmptyString,
  PAY_ORDER_ID: parse.nonEmptyString,
  HREF: parse.nonEmptyString,
  ttclid: parse.nonEmptyString,
  PAYING_INTENTS: parse.record(payingIntent),
  ORDER_LEDGER: parse.record(orderSteps),
  BIND_INVITE: parse.record(bindInviteState),
  EVENT_OUTBOX: parse.record(outboxEvent),
  PENDING_ORDERS: parse.record(pendingOrderList),
  'player.dataSaver': dataSaverChoice,
} as const;

type Codec = 'string' | 'integer' | 'json';
const codecs: Record<StorageKey, Codec> = {
  ACCESS_TOKEN: 'string',
  SECRET_KEY: 'string',
  USER_ID: 'string',
  USER_NAME: 'string',
  currentVideoIdx: 'integer',
  USER_INFO_DICT: 'json',
  DRAMA_INFO: 'json',
  EMAIL: 'string',
  PAY_ORDER_ID: 'string',
  HREF: 'string',
  ttclid: 'string',
  PAYING_INTENTS: 'json',
  ORDER_LEDGER: 'json',
  BIND_INVITE: 'json',
  EVENT_OUTBOX: 'json',
  PENDING_ORDERS: 'json',
  'player.dataSaver': 'string',
};

export type StorageKey = keyof typeof parsers;
// DRAMA_INFO is typed as the contract's DramaInfo: the app wrote it from a parsed
// response, and the outline check catches what a foreign or old value would break.
export type StorageValues = { [K in Exclude<StorageKey, 'DRAMA_INFO'>]: parse.Parsed<(typeof parsers)[K]> } & {
  DRAMA_INFO: DramaInfo;
};
export type StoredUserInfo = parse.Parsed<typeof userInfo>;
/** The keys whose value is a record (parse.record): read entry by entry, bounded, oldest out. */
export type RecordKey = {
  [K in StorageKey]: (typeof parsers)[K] extends parse.RecordParser<unknown> ? K : never;
}[StorageKey];

export const storageKeys = Object.keys(parsers) as StorageKey[];

/**
 * Keys that belong to the current drama session and go when it ends (no key, or a new key).
 * HREF goes too: it is the landing address of that drama, and the bootstrap writes a fresh one.
 * USER_INFO_DICT stays: it files each drama key's user (with its token, e-mail and pending order),
 * so returning to a drama returns to its guest and its coins. ttclid stays: it attributes the
 * visitor's ad click, whatever drama they watch, and its cookie lives 30 days anyway.
 */
const sessionKeys: readonly StorageKey[] = [
  'ACCESS_TOKEN',
  'SECRET_KEY',
  'USER_ID',
  'USER_NAME',
  'currentVideoIdx',
  'DRAMA_INFO',
  'EMAIL',
  'PAY_ORDER_ID',
  'HREF',
];

function decode(codec: Codec, raw: string): unknown {
  if (codec === 'string') return raw;
  if (codec === 'integer') return /^\d+$/.test(raw) ? Number(raw) : undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

function encode(codec: Codec, value: unknown): string {
  return codec === 'json' ? JSON.stringify(value) : String(value);
}

type AnyParser = parse.Parser<unknown> & Partial<Pick<parse.RecordParser<unknown>, 'entries'>>;
const parserOf = (key: StorageKey): AnyParser => parsers[key];

/**
 * A record's good entries. Its bad ones go to the quarantine and out of the stored value (so they are set aside
 * once), and so does a whole value that is not even an object.
 */
function readRecord(key: StorageKey, read: parse.RecordEntries<unknown> | undefined, raw: string): unknown {
  if (!read) {
    quarantine(key, [{ value: raw }]);
    return undefined;
  }
  if (read.dropped.length > 0) {
    quarantine(
      key,
      read.dropped.map(([entry, value]) => ({ entry, value: JSON.stringify(value) })),
    );
    writeRaw(key, JSON.stringify(read.kept));
  }
  return read.kept;
}

export const storage = {
  /** The stored value, or undefined when absent or invalid (an invalid value is removed; see readRecord). */
  get<K extends StorageKey>(key: K): StorageValues[K] | undefined {
    const raw = readRaw(key);
    if (raw === null) return undefined;
    const parser = parserOf(key);
    const value = decode(codecs[key], raw);
    const parsed = parser.entries ? readRecord(key, parser.entries(value), raw) : parser(value);
    if (parsed !== undefined) return parsed as StorageValues[K];
    removeRaw(key);
    return undefined;
  },

  /**
   * A record's entry `id`: only one the record holds itself, whatever `id` is (it may come from an address or a
   * server: "constructor", "toString" or "__proto__" read as absent, never as what every object inherits).
   */
  entry<K extends RecordKey>(key: K, id: string): StorageValues[K][string] | undefined {
    // One record type per key; TypeScript cannot follow that through the generic K.
    return parse.own(storage.get(key) as Record<string, StorageValues[K][string]> | undefined, id);
  },

  /** Stores a valid value and returns true; an invalid one (a record with one bad entry too) is refused. */
  set<K extends StorageKey>(key: K, value: StorageValues[K]): boolean {
    const parser = parserOf(key);
    if (parser.entries ? parser.entries(value)?.dropped.length !== 0 : parser(value) === undefined) {
      // Not the value itself: it may be a token.
      console.warn(`storage: refused an invalid value for ${key}`);
      return false;
    }
    writeRaw(key, encode(codecs[key], value));
    return true;
  },

  remove(key: StorageKey): void {
    removeRaw(key);
  },
};

/** Removes the current drama session's keys (see sessionKeys); every key's user and ttclid stay. */
export function clearSession(): void {
  for (const key of sessionKeys) removeRaw(key);
}
