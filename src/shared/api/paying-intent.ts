// The one rule of every call that moves money (unlock, unlock all, order creation): an intent keeps its
// Idempotency-Key until the server has answered it definitely, so a retry after an unknown outcome can never
// charge twice. The key is kept in storage, so the retry may come after a reload or a relaunch.
import { sessionUserId } from '@/shared/storage/drama-session';
import { storage } from '@/shared/storage/storage';
import { uuid } from '@/shared/utils/uuid';
import { isDefiniteRefusal, type ApiError } from './errors';
import { quietHeaders } from './middleware';

export type PayingOutcome<T> =
  | { kind: 'done'; value: T }
  /** The server said no in a way the contract documents (not enough coins, a package no longer sold): nothing was done. */
  | { kind: 'refused'; error: ApiError }
  /** No definite answer: the next attempt for the same intent sends the same key. */
  | { kind: 'unknown'; error: unknown }
  /** Another paying call is under way: this tap is ignored. */
  | { kind: 'busy' };

/** Long enough for any retry a visitor makes; servers keep their idempotency records at least this long. */
const KEEP_MS = 24 * 60 * 60 * 1000;
const MAX_KEPT = 20;

let running = false;

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
  storage.set('PAYING_INTENTS', Object.fromEntries(fresh));
  return key;
}

function forget(intent: string): void {
  const { [intent]: _settled, ...rest } = storage.get('PAYING_INTENTS') ?? {};
  storage.set('PAYING_INTENTS', rest);
}

/**
 * Sends one paying call for `intent` (what is bought, e.g. 'unlock:10086:6'; the session's user is added),
 * with the intent's Idempotency-Key and quiet headers: the caller tells the visitor what happened, since
 * only it knows what to offer next. One paying call at a time: a second tap while one is under way is busy.
 */
export async function payOnce<T>(
  intent: string,
  send: (idempotencyKey: string, headers: typeof quietHeaders) => Promise<T>,
): Promise<PayingOutcome<T>> {
  if (running) return { kind: 'busy' };
  running = true;
  const scoped = `${sessionUserId() ?? ''}:${intent}`;
  try {
    const value = await send(keyFor(scoped), quietHeaders);
    forget(scoped);
    return { kind: 'done', value };
  } catch (error) {
    if (!isDefiniteRefusal(error)) return { kind: 'unknown', error };
    forget(scoped);
    return { kind: 'refused', error };
  } finally {
    running = false;
  }
}
