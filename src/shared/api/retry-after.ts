// How long a server asked to wait (Retry-After), read where a call is retried: off the start path, which only
// keeps the header as it came (errors.ts).
import { ApiError } from './errors';

/** The longest wait a Retry-After is taken at: a server's mistake (a day) must not stop the app for good. */
const MAX_RETRY_AFTER_MS = 10 * 60_000;

/**
 * A Retry-After header's wait in milliseconds: delay-seconds ("30") or an HTTP date, at most 10 minutes;
 * undefined when absent or unreadable.
 */
function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now;
  return Number.isNaN(ms) ? undefined : Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

/** The wait the server asked for with this failure, if any. */
export const retryAfterOf = (error: unknown): number | undefined =>
  error instanceof ApiError ? parseRetryAfter(error.retryAfter ?? null) : undefined;
