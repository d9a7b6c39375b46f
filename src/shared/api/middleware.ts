import type { Middleware } from 'openapi-fetch';
import { config } from '@/shared/config/config';
import { storage } from '@/shared/storage/storage';
import { showToast } from '@/shared/ui/toast/toast-store';
import * as parse from '@/shared/utils/parse';
import { ApiError, TransportError } from './errors';
import { apiEvents } from './events';
import { captureMockPreferences, mockPreferHeader } from './mock-prefer';
import { navigate, safeRedirectPath } from './navigation';

export type ApiMiddlewareOptions = {
  clientId?: string;
  timeoutMs?: number;
  unauthorizedRedirectDelayMs?: number;
};

type InFlight = { timer: ReturnType<typeof setTimeout>; timedOut: boolean; callerSignal: AbortSignal; quiet: boolean };

/**
 * Background calls (liveness, visit reports, tracking) pass `headers: quietHeaders` so a failure
 * of theirs never shows the visitor a toast: nobody asked for them. The marker is removed before
 * the request leaves; everything else (typed errors, 401 handling) stays the same.
 */
export const QUIET_HEADER = 'X-Quiet-Errors';
export const quietHeaders = { [QUIET_HEADER]: '1' } as const;

const parseEnvelope = parse.looseObject({
  code: parse.int(),
  msg: parse.optional(parse.nullable(parse.string)),
  message: parse.optional(parse.nullable(parse.string)),
});

const BODYLESS = new Set(['GET', 'HEAD']);

async function readEnvelope(response: Response) {
  const text = await response.clone().text();
  try {
    return parseEnvelope(JSON.parse(text)) ?? null;
  } catch {
    return null;
  }
}

/**
 * Headers, the 60 s timeout, the envelope and the failures of every call.
 *
 * Failures reject the call with a typed error (ApiError or TransportError): an
 * onResponse that throws rejects the call, and in openapi-fetch 0.17 an onError that
 * returns an Error rejects it with that Error, while one that returns a Response
 * would hand callers a plain parsed body and lose the class. So SPEC section 8's
 * "the call returns an object holding the error" is delivered by `settle()` in
 * client.ts, and React Query receives the typed error as `error`.
 */
export function createApiMiddleware(options: ApiMiddlewareOptions = {}): Middleware {
  const clientId = options.clientId ?? config.clientId;
  const timeoutMs = options.timeoutMs ?? config.apiTimeoutMs;
  const redirectDelayMs = options.unauthorizedRedirectDelayMs ?? config.unauthorizedRedirectDelayMs;
  const inFlight = new WeakMap<Request, InFlight>();
  let redirectPending = false; // Parallel calls failing with 401 redirect once.

  function redirectToLogin(): void {
    if (redirectPending) return;
    redirectPending = true;
    setTimeout(() => {
      redirectPending = false;
      const { pathname, search } = window.location;
      if (pathname === '/login') return;
      // Where the visitor is when the delay runs out; never an address outside the app.
      navigate(`/login?redirectTo=${encodeURIComponent(safeRedirectPath(pathname + search))}`);
    }, redirectDelayMs);
  }

  function finish(request: Request): InFlight | undefined {
    const state = inFlight.get(request);
    if (state) clearTimeout(state.timer);
    inFlight.delete(request);
    return state;
  }

  function toTransportError(error: unknown, state: InFlight | undefined): TransportError {
    const name = error instanceof Error || error instanceof DOMException ? error.name : '';
    if (state?.timedOut || name === 'TimeoutError') return TransportError.timeout(timeoutMs);
    if (state?.callerSignal.aborted || name === 'AbortError') return TransportError.aborted();
    return TransportError.network();
  }

  function fail(error: unknown, state: InFlight | undefined): TransportError {
    const transport = toTransportError(error, state);
    // A caller that cancels (React Query on unmount, a superseded search) chose to;
    // telling the visitor 'Request aborted' then would be noise. Any other abort is shown.
    if (!state?.callerSignal.aborted && !state?.quiet) showToast(transport.message);
    return transport;
  }

  return {
    onRequest({ request, schemaPath }) {
      const headers = new Headers(request.headers);
      const quiet = headers.has(QUIET_HEADER);
      headers.delete(QUIET_HEADER);
      // openapi-fetch already labels JSON bodies; this covers bodies passed through
      // as strings. A FormData body arrives labelled multipart with its boundary,
      // which "unless set" keeps, and bodyless requests need no label.
      if (!BODYLESS.has(request.method) && !headers.has('Content-Type')) {
        headers.set('Content-Type', 'application/json');
      }
      const token = storage.get('ACCESS_TOKEN');
      if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
      headers.set('clientId', clientId);

      if (import.meta.env.DEV) {
        captureMockPreferences(window.location.search);
        const prefer = mockPreferHeader(request.method, schemaPath, request.url);
        if (prefer && !headers.has('Prefer')) headers.set('Prefer', prefer);
      }

      // One signal for both ends, remembering which fired: the timeout or the caller.
      const callerSignal = request.signal;
      const controller = new AbortController();
      if (callerSignal.aborted) controller.abort(callerSignal.reason);
      else callerSignal.addEventListener('abort', () => controller.abort(callerSignal.reason), { once: true });
      // A plain timer rather than AbortSignal.timeout: older in-app browsers lack it.
      const timer = setTimeout(() => {
        state.timedOut = true;
        controller.abort(new DOMException(`timeout of ${timeoutMs} ms exceeded`, 'TimeoutError'));
      }, timeoutMs);
      const state: InFlight = { timer, timedOut: false, callerSignal, quiet };

      const next = new Request(request, { headers, signal: controller.signal });
      inFlight.set(next, state);
      return next;
    },

    async onResponse({ request, response }) {
      let envelope: Awaited<ReturnType<typeof readEnvelope>>;
      try {
        envelope = response.status === 204 ? { code: 0 } : await readEnvelope(response);
      } catch (error) {
        throw fail(error, finish(request)); // The body stalled past the timeout, or the caller left.
      }
      const state = finish(request);
      if (response.ok && envelope?.code === 0) return undefined; // Typed body keeps its envelope.

      const code = envelope && envelope.code !== 0 ? envelope.code : response.status;
      const message = envelope
        ? envelope.msg || envelope.message || `Request failed (code ${code})`
        : `Unexpected response from the server (HTTP ${response.status})`;
      const error = new ApiError({ code, message, status: response.status });

      if (response.status === 401 || code === 401) {
        storage.remove('ACCESS_TOKEN');
        apiEvents.emit('unauthorized', error);
        redirectToLogin();
      }
      if (response.status === 403 || code === 403) apiEvents.emit('request403', error);
      if (!state?.quiet) showToast(message);
      throw error;
    },

    onError({ request, error }) {
      return fail(error, finish(request));
    },
  };
}
