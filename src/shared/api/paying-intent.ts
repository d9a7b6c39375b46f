// The one rule of every call that moves money (unlock, unlock all, order creation): an intent keeps its
// Idempotency-Key until the server has answered it definitely, so a retry after an unknown outcome can never
// charge twice. The key is kept in storage, so the retry may come after a reload or a relaunch.
import { sessionUserId, whenGuestRegistered } from '@/shared/storage/drama-session';
import { keepStored } from '@/shared/storage/room';
import { storage } from '@/shared/storage/storage';
import { uuid } from '@/shared/utils/uuid';
import { isDefiniteRefusal, SignedOutError, type ApiError } from './errors';
import { retryAfterOf } from './retry-after';
import { quietHeaders } from './middleware';

export type PayingOutcome<T> =
  | { kind: 'done'; value: T }
  /**
   * The server answered success without what was asked (an unlock that does not list the episode): the key is
   * kept, so the next attempt cannot charge again, until the caller sees it done (settlePayingIntent).
   */
  | { kind: 'incomplete'; value: T }
  /** The server said no in a way the contract documents (not enough coins, a package no longer sold): nothing was done. */
  | { kind: 'refused'; error: ApiError }
  /** No definite answer: the next attempt for the same intent sends the same key. */
  | { kind: 'unknown'; error: unknown }
  /** Another paying call is under way: this tap is ignored. */
  | { kind: 'busy' };

/** Long enough for any retry a visitor makes; servers keep their idempotency records at least this long. */
const KEEP_MS = 24 * 60 * 60 * 1000;
const MAX_KEPT = 20;
/** A Retry-After up to this long is waited out within the tap (the button busy); a longer one ends the tap. */
const MAX_WAIT_MS = 15_000;

let running = false;
/** Per scoped intent, when the server said it may be asked again (Retry-After), and that answer; this page only. */
const waits = new Map<string, { until: number; error: unknown }>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function keyFor(intent: string): string {
  const now = Date.now();
  const kept = storage.get('PAYING_INTENTS') ?? {};
  const existing = storage.entry('PAYING_INTENTS', intent);
  if (existing && now - existing.since < KEEP_MS) return existing.key;
  const key = uuid();
  const fresh = Object.entries({ ...kept, [intent]: { key, since: now } })
    .filter(([, entry]) => now - entry.since < KEEP_MS)
    .sort(([, a], [, b]) => b.since - a.since)
    .slice(0, MAX_KEPT);
  // The key must survive a reload (a retry after it sends it again): a full quota makes room for it first.
  keepStored('PAYING_INTENTS', Object.fromEntries(fresh));
  return key;
}

function forget(intent: string): void {
  const { [intent]: _settled, ...rest } = storage.get('PAYING_INTENTS') ?? {};
  storage.set('PAYING_INTENTS', rest);
}

const scopedIntent = (intent: string) => `${sessionUserId() ?? ''}:${intent}`;

/** The caller has seen `intent` done (a refreshed drama shows the episode open): its key is no longer needed. */
export function settlePayingIntent(intent: string): void {
  const scoped = scopedIntent(intent);
  if (storage.get('PAYING_INTENTS')?.[scoped]) forget(scoped);
}

export interface PayOnceOptions<T> {
  /** The call goes ahead (not for a tap ignored as busy): the caller shows its button busy from here. */
  onStart?: () => void;
  /** Whether a success did what was asked; one that did not keeps the key (outcome 'incomplete'). */
  complete?: (value: T) => boolean;
}

/**
 * Sends one paying call for `intent` (what is bought, e.g. 'unlock:10086:6'; the session's user is added),
 * with the intent's Idempotency-Key and quiet headers: the caller tells the visitor what happened, since
 * only it knows what to offer next. One paying call at a time: a second tap while one is under way is busy.
 * A server that asked to wait (429 or 409 with Retry-After) is not asked again before that: a short wait is
 * waited out within the tap, a long one ends the tap unsent (outcome unknown, the same error). A tap made while
 * the first guest is being registered waits for it.
 */
export async function payOnce<T>(
  intent: string,
  send: (idempotencyKey: string, headers: typeof quietHeaders) => Promise<T>,
  { onStart, complete }: PayOnceOptions<T> = {},
): Promise<PayingOutcome<T>> {
  if (running) return { kind: 'busy' };
  running = true;
  try {
    onStart?.();
    // Before the first guest exists the tap waits for it (busy), rather than being refused without a token;
    // the key is then the guest's.
    await whenGuestRegistered();
    return await sendFor(scopedIntent(intent), send, complete);
  } finally {
    running = false;
  }
}

async function sendFor<T>(
  scoped: string,
  send: (idempotencyKey: string, headers: typeof quietHeaders) => Promise<T>,
  complete: ((value: T) => boolean) | undefined,
): Promise<PayingOutcome<T>> {
  const asked = waits.get(scoped);
  const wait = asked ? asked.until - Date.now() : 0;
  if (wait > MAX_WAIT_MS) return { kind: 'unknown', error: asked?.error };
  if (wait > 0) await sleep(wait);
  waits.delete(scoped);
  try {
    const value = await send(keyFor(scoped), quietHeaders);
    if (complete && !complete(value)) return { kind: 'incomplete', value };
    forget(scoped);
    return { kind: 'done', value };
  } catch (error) {
    // Not sent for want of a token (the tap leads to /login): no answer about the intent, so its key stays for the
    // retry after the login, which an earlier attempt whose answer was lost may need.
    if (error instanceof SignedOutError) return { kind: 'refused', error };
    if (!isDefiniteRefusal(error)) {
      const retryAfterMs = retryAfterOf(error);
      if (retryAfterMs) waits.set(scoped, { until: Date.now() + retryAfterMs, error });
      return { kind: 'unknown', error };
    }
    forget(scoped);
    return { kind: 'refused', error };
  }
}
