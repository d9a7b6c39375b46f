// The two ways a call fails. Callers and React Query see instances of these,
// never a raw envelope or a fetch TypeError.

/** The server answered, but not with success: a non-zero envelope code, or a body that is not an envelope. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The envelope code (1002 insufficient balance, 401, 403, ...); the HTTP status when the body had none. */
  readonly code: number;
  /** The HTTP status of the response. */
  readonly status: number;

  constructor(init: { code: number; message: string; status: number }) {
    super(init.message);
    this.code = init.code;
    this.status = init.status;
  }
}

export type TransportErrorKind = 'network' | 'timeout' | 'aborted';

/** No usable answer arrived. The messages are the ones SPEC section 8 lists. */
export class TransportError extends Error {
  override readonly name = 'TransportError';
  readonly kind: TransportErrorKind;

  constructor(kind: TransportErrorKind, message: string) {
    super(message);
    this.kind = kind;
  }

  static network(): TransportError {
    return new TransportError('network', 'Network Error');
  }

  static timeout(timeoutMs: number): TransportError {
    return new TransportError('timeout', `timeout of ${timeoutMs} ms exceeded`);
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
