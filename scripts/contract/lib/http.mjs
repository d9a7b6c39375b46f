// Sends one request and sorts what comes back into an answer or a reason the server could not be
// reached. A 5xx counts as unreachable: the server failed, it did not break the contract. A 429 is
// a rate limiter: it says nothing about the request, so the request is sent once more after the
// wait the server asks for (bounded), and a second 429 is reported as rate limited, like unreachable.
import { retryAfterSeconds } from './retry-after.mjs';

/**
 * `limits` lists the Retry-After header (or null) of each 429 met on the way, for the headers check.
 * @typedef {{ retryAfter: string | null }} Limit
 * @typedef {{ kind: 'answer', status: number, contentType: string, text: string, ms: number,
 *     retryAfter: string | null, headers: Record<string, string>, limits?: Limit[] }
 *   | { kind: 'unreachable', reason: string, status?: number, ms: number, rateLimited?: true,
 *     limits?: Limit[] }} Outcome
 */

/** The longest Retry-After the kit waits before asking again; a longer one is reported at once. */
const LONGEST_WAIT_S = 10;
/** The wait before asking again when a 429 (or a 409) gives no usable Retry-After. */
const DEFAULT_WAIT_S = 1;

const RATE_LIMITED = 'not a violation, retry later';

/** Whether a row's reason is a rate limiter's, for the report's label. */
export const isRateLimitReason = (reason) => typeof reason === 'string' && reason.includes(RATE_LIMITED);

/** Whether the server failed (a 5xx), as opposed to not answering or rate limiting. */
export const isServerError = (outcome) => outcome.kind === 'unreachable' && (outcome.status ?? 0) >= 500;

/**
 * The seconds to wait before asking again: the server's Retry-After when it gives a usable one,
 * else the default; undefined when it asks for longer than the kit waits.
 * @param {string | null} header
 */
export function waitSeconds(header) {
  const seconds = retryAfterSeconds(header) ?? DEFAULT_WAIT_S;
  return seconds <= LONGEST_WAIT_S ? seconds : undefined;
}

export const pause = (seconds) => new Promise((done) => setTimeout(done, seconds * 1000));

/**
 * @param {{ method: string, url: string, headers: Record<string, string>, body?: string | FormData }} request
 * @param {number} timeoutMs
 * @returns {Promise<Outcome>}
 */
export async function send(request, timeoutMs) {
  const first = await sendOnce(request, timeoutMs);
  if (first.kind !== 'answer' || first.status !== 429) return first;
  const limits = [{ retryAfter: first.retryAfter }];
  const asked = first.retryAfter === null ? 'no Retry-After' : `Retry-After ${JSON.stringify(first.retryAfter)}`;
  const wait = waitSeconds(first.retryAfter);
  if (wait === undefined) {
    const reason = `rate limited (HTTP 429, ${asked}: longer than the ${LONGEST_WAIT_S} s the kit waits): ${RATE_LIMITED}`;
    return { kind: 'unreachable', status: 429, rateLimited: true, reason, limits, ms: first.ms };
  }
  await pause(wait);
  const second = await sendOnce(request, timeoutMs);
  if (second.kind !== 'answer' || second.status !== 429) return { ...second, limits };
  limits.push({ retryAfter: second.retryAfter });
  const reason = `rate limited (HTTP 429, ${asked}; asked again after ${wait} s: HTTP 429 again): ${RATE_LIMITED}`;
  return {
    kind: 'unreachable',
    status: 429,
    rateLimited: true,
    reason,
    limits,
    ms: first.ms + wait * 1000 + second.ms,
  };
}

/**
 * @param {{ method: string, url: string, headers: Record<string, string>, body?: string | FormData }} request
 * @param {number} timeoutMs
 * @returns {Promise<Outcome>}
 */
async function sendOnce(request, timeoutMs) {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(request.url, {
      method: request.method.toUpperCase(),
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      // One deadline for the headers and the body: a server that stalls half-way is as unreachable.
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (response.status >= 500) {
      return {
        kind: 'unreachable',
        status: response.status,
        reason: `HTTP ${response.status} (server error)`,
        ms: ms(),
      };
    }
    return {
      kind: 'answer',
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text,
      ms: ms(),
      retryAfter: response.headers.get('retry-after'),
      headers: Object.fromEntries(response.headers),
    };
  } catch (error) {
    return { kind: 'unreachable', reason: transportReason(error, timeoutMs), ms: ms() };
  }
}

/** Names the transport failure the way a backend developer would look for it. */
function transportReason(error, timeoutMs) {
  const err = /** @type {any} */ (error);
  if (err?.name === 'TimeoutError') return `timed out: no complete answer within ${timeoutMs} ms`;
  const code = err?.cause?.code ?? err?.code;
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused: nothing listens at that address';
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
    case 'EPIPE':
      return 'connection dropped: the server closed it without a complete answer';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `host not found (${code})`;
    case 'UND_ERR_CONNECT_TIMEOUT':
      return `timed out connecting (${code})`;
    default:
      return `request failed: ${err?.cause?.message ?? err?.message ?? String(error)}${code ? ` (${code})` : ''}`;
  }
}
