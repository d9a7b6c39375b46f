// The drama-info request that the early script (src/entries/early/) starts before the app's JavaScript has loaded,
// and its hand-over to the client. The two meet through a window property (shared/hand-over.ts), not an import: a
// module shared by both entry scripts would become a third file that the app's entry must wait for.
import type {} from '@/shared/hand-over';

/**
 * The early answer for `request`, once, when it is the same call (address and headers); else undefined
 * and the client fetches as usual. A stored token cleared in between, another base address or clientId:
 * any difference means the early answer does not count.
 */
export function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  const early = window.__earlyDramaInfo;
  if (!early || request.method !== 'GET' || early.url !== request.url) return undefined;
  const names = new Set([...Object.keys(early.headers).map((name) => name.toLowerCase()), 'authorization']);
  for (const name of names) {
    const sent = Object.entries(early.headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? null;
    if (request.headers.get(name) !== sent) return undefined;
  }
  window.__earlyDramaInfo = undefined;
  return early.response;
}

/**
 * For calls that may have been started early: the early answer when it fits, else a real fetch. The early
 * answer follows the request's signal like a fetch does, so the client's 60 s timeout (and a caller's abort)
 * ends a wait for an early request that hangs, and the retry rules take over with a fetch of their own.
 */
export function fetchOrTakeEarly(request: Request): Promise<Response> {
  const early = takeEarlyResponse(request);
  if (!early) return globalThis.fetch(request);
  const { signal } = request;
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    early.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
