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

  constructor(init: { code: number; message: string; status: number; enveloped?: boolean }) {
    super(init.message);
    this.code = init.code;
    this.status = init.status;
    this.enveloped = init.enveloped ?? true;
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

export function isSignedOut(error: unknown): boolean {
  return error instanceof SignedOutError;
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
 * Whether a call that changes something may or may not have been carried out: no answer came (network,
 * timeout, abort), the server failed (5xx), or the answer was not the server's envelope (a gateway's page).
 * Only a success or a 4xx refusal in the envelope says for sure. Paying calls retry an unknown outcome with
 * the same Idempotency-Key (shared/api/paying-intent.ts).
 */
export function isOutcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status >= 500 || !error.enveloped;
}
