import { z } from 'zod/mini';
import type { DramaInfo } from '@/shared/api/types';

// One typed module over every localStorage key of SPEC section 3.
// Strings are stored raw and numbers as decimal text (what the keys have always
// held, so values written by older builds still read); objects as JSON.
// Every read is parsed: a corrupt or foreign value reads as absent and is removed.
// When localStorage is unavailable (private mode, sandboxed iframe, quota) values
// live in memory for the page's lifetime instead of crashing the app.

const nonEmpty = z.string().check(z.minLength(1));

const userInfoSchema = z.object({
  id: nonEmpty,
  name: z.string(),
  current: z.int().check(z.minimum(0)),
});

// Only the outline the app relies on is checked; the full shape belongs to the
// contract (DramaInfo), and extra fields pass through untouched.
const dramaInfoOutlineSchema = z.looseObject({
  dramaId: nonEmpty,
  country: z.optional(z.string()),
  dramaUrl: z.array(
    z.looseObject({
      episodeNumber: z.int(),
      videoUrl: z.string(),
    }),
  ),
});

const schemas = {
  // Sent as a header value: visible ASCII only, or fetch throws on every call.
  ACCESS_TOKEN: z.string().check(z.regex(/^[\x21-\x7e]+$/)),
  SECRET_KEY: nonEmpty,
  USER_ID: nonEmpty,
  USER_NAME: z.string(),
  currentVideoIdx: z.int().check(z.minimum(0)),
  USER_INFO_DICT: z.record(z.string(), userInfoSchema),
  DRAMA_INFO: dramaInfoOutlineSchema,
  EMAIL: nonEmpty,
  PAY_ORDER_ID: nonEmpty,
  HREF: nonEmpty,
  ttclid: nonEmpty,
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
};

export type StorageKey = keyof typeof schemas;
// DRAMA_INFO is typed as the contract's DramaInfo: the app wrote it from a parsed
// response, and the outline check catches what a foreign or old value would break.
export type StorageValues = { [K in Exclude<StorageKey, 'DRAMA_INFO'>]: z.infer<(typeof schemas)[K]> } & {
  DRAMA_INFO: DramaInfo;
};
export type StoredUserInfo = z.infer<typeof userInfoSchema>;

export const storageKeys = Object.keys(schemas) as StorageKey[];

/**
 * Keys that belong to one drama session and go when it ends (no key, or a new key).
 * HREF goes too: it is the landing address of that drama, and the bootstrap
 * writes a fresh one. ttclid survives: it attributes the visitor's ad click,
 * whatever drama they watch, and its cookie lives 30 days anyway.
 */
export const sessionKeys: readonly StorageKey[] = [
  'ACCESS_TOKEN',
  'SECRET_KEY',
  'USER_ID',
  'USER_NAME',
  'currentVideoIdx',
  'USER_INFO_DICT',
  'DRAMA_INFO',
  'EMAIL',
  'PAY_ORDER_ID',
  'HREF',
];

const memory = new Map<string, string>();

function local(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // Accessing the property itself throws in some sandboxes.
  }
}

function readRaw(key: string): string | null {
  const fallback = memory.get(key);
  if (fallback !== undefined) return fallback;
  try {
    return local()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeRaw(key: string, raw: string): void {
  try {
    const backend = local();
    if (!backend) throw new Error('localStorage unavailable');
    backend.setItem(key, raw);
    memory.delete(key);
  } catch {
    memory.set(key, raw);
  }
}

function removeRaw(key: string): void {
  memory.delete(key);
  try {
    local()?.removeItem(key);
  } catch {
    // Nothing to repair in a storage we cannot reach.
  }
}

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

export const storage = {
  /** The stored value, or undefined when absent or invalid (an invalid value is removed). */
  get<K extends StorageKey>(key: K): StorageValues[K] | undefined {
    const raw = readRaw(key);
    if (raw === null) return undefined;
    const parsed = schemas[key].safeParse(decode(codecs[key], raw));
    if (parsed.success) return parsed.data as StorageValues[K];
    removeRaw(key);
    return undefined;
  },

  /** Stores a valid value and returns true; an invalid one is refused (false) and nothing changes. */
  set<K extends StorageKey>(key: K, value: StorageValues[K]): boolean {
    const parsed = schemas[key].safeParse(value);
    if (!parsed.success) {
      console.warn(`storage: refused an invalid value for ${key}`, parsed.error.issues);
      return false;
    }
    writeRaw(key, encode(codecs[key], value));
    return true;
  },

  remove(key: StorageKey): void {
    removeRaw(key);
  },
};

/** Removes every session key (see sessionKeys); ttclid stays. */
export function clearSession(): void {
  for (const key of sessionKeys) removeRaw(key);
}
