// The two ways a call fails. Callers and React Query see instances of these,
// never a raw envelope or a fetch TypeError.

/** The server answered, but not with success: a non-zero envelope code, or a body that is not an envelope. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The envelope code (1002 insufficient balance, 401, 403, ...); the HTTP status when the body had none. */
  readonly code: number;
  /** The HTTP status of the response. */
  readonly status: number;
  /**
   * Whether the body was the contract's envelope: the server itself answered. A gateway's or a proxy's page
   * (HTML, an empty body) is not, and says nothing about what the server did with the request.
   */
  readonly enveloped: boolean;
  /** The server's Retry-After header, as sent, when it asked to wait before being asked again (retry-after.ts). */
  readonly retryAfter: string | undefined;

  constructor(init: { code: number; message: string; status: number; enveloped?: boolean; retryAfter?: string }) {
    super(init.message);
    this.code = init.code;
    this.status = init.status;
    this.enveloped = init.enveloped ?? true;
    this.retryAfter = init.retryAfter;
  }
}

/**
 * A call that needs the visitor's token, not sent because the session has none (a 401 removed it): the
 * answer would be a 401. Background calls pause on it; a call the visitor asked for leads to /login.
 */
export class SignedOutError extends ApiError {
  constructor() {
    super({ code: 401, status: 401, message: 'Not signed in' });
  }
}

export type TransportErrorKind = 'network' | 'timeout' | 'aborted';

/** No usable answer arrived. The messages are the ones docs/product-rules.md, "How the client behaves", lists. */
export class TransportError extends Error {
  override readonly name = 'TransportError';
  readonly kind: TransportErrorKind;
  /** How long a call that timed out waited. */
  readonly timeoutMs: number | undefined;

  constructor(kind: TransportErrorKind, message: string, timeoutMs?: number) {
    super(message);
    this.kind = kind;
    this.timeoutMs = timeoutMs;
  }

  static network(): TransportError {
    return new TransportError('network', 'Network Error');
  }

  static timeout(timeoutMs: number): TransportError {
    return new TransportError('timeout', `timeout of ${timeoutMs} ms exceeded`, timeoutMs);
  }

  static aborted(): TransportError {
    return new TransportError('aborted', 'Request aborted');
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isTransportError(error: unknown): error is TransportError {
  return error instanceof TransportError;
}

/**
 * Worth asking again: the network failed, the call timed out, or the server (or a gateway in front
 * of it) answered 5xx. A 4xx or a business code is an answer, and asking again will not change it.
 */
export function isRetryable(error: unknown): boolean {
  return isTransportError(error) || (isApiError(error) && error.status >= 500);
}

/**
 * The refusals the contract documents, in the envelope's code: invalid parameter or a package not sold (1001),
 * not enough coins (1002), 401, 403, drama not found (2001), order not found (3001). The server did nothing
 * and will answer the same again.
 */
const DOCUMENTED_REFUSALS = new Set([1001, 1002, 401, 403, 2001, 3001]);

/**
 * Statuses that say "not now", never "no": the request timed out at the server (408), a request with this
 * Idempotency-Key is still being processed (409), too early (425), a rate limiter (429).
 */
const NOT_YET = new Set([408, 409, 425, 429]);

/**
 * Whether the server said no for good: its own envelope, with a refusal the contract documents, in a status
 * that is not "not now" nor a failure (an HTTP 200 carrying code 1002 is a refusal too). Anything else but a
 * success leaves the outcome unknown: no answer (network, timeout, abort), a 5xx, a "not now", a gateway's page
 * (even a 404), a code the contract does not document. A paying call then keeps its Idempotency-Key
 * (paying-intent.ts) and an order check asks again (use-order-status.ts).
 */
export function isDefiniteRefusal(error: unknown): error is ApiError {
  if (!isApiError(error) || !error.enveloped) return false;
  if (error.status >= 500 || NOT_YET.has(error.status)) return false;
  return DOCUMENTED_REFUSALS.has(error.code);
}
