// The drama-info request that the early script (src/entries/early/) starts before the app's JavaScript has loaded,
// and its hand-over to the client. The two meet through a window property (shared/hand-over.ts), not an import: a
// module shared by both entry scripts would become a third file that the app's entry must wait for.
import type { ApiCall } from '@/shared/hand-over';

/**
 * The early answer, once, when the early script sent the very call `call` describes: both are built by one
 * builder (features/session/drama-info-call.ts), so the same call is the same address and headers. Else
 * undefined, and the client fetches as usual: a token stored or cleared in between, another base address or
 * clientId, any difference means the early answer does not count.
 */
export function takeEarlyResponse(call: ApiCall): Promise<Response> | undefined {
  const early = window.__earlyDramaInfo;
  if (early?.url !== call.url || JSON.stringify(early.headers) !== JSON.stringify(call.headers)) return undefined;
  window.__earlyDramaInfo = undefined;
  return early.response;
}

/**
 * For a call that may have been started early, described by `call`: the early answer when it is that call,
 * else a real fetch of `request`. The early answer follows the request's signal like a fetch does, so the
 * client's 60 s timeout (and a caller's abort) ends a wait for an early request that hangs, and the retry
 * rules take over with a fetch of their own.
 */
export function fetchOrTakeEarly(request: Request, call: ApiCall): Promise<Response> {
  const early = takeEarlyResponse(call);
  if (!early) return globalThis.fetch(request);
  const { signal } = request;
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    early.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
