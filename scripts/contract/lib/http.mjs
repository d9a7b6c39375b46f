// Sends one request and sorts what comes back into an answer or a reason the server could not be
// reached. A 5xx counts as unreachable: the server failed, it did not break the contract.

/**
 * @typedef {{ kind: 'answer', status: number, contentType: string, text: string, ms: number }
 *   | { kind: 'unreachable', reason: string, status?: number, ms: number }} Outcome
 */

/**
 * @param {{ method: string, url: string, headers: Record<string, string>, body?: string | FormData }} request
 * @param {number} timeoutMs
 * @returns {Promise<Outcome>}
 */
export async function send(request, timeoutMs) {
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
