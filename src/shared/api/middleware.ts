import type { Middleware } from 'openapi-fetch';
import { securedOperations } from '@generated/operations';
import { config } from '@/shared/config/config';
import { dropSessionToken, sessionToken, whenGuestRegistered } from '@/shared/storage/drama-session';
import { showMessage, showToast } from '@/shared/ui/toast/toast-store';
import * as parse from '@/shared/utils/parse';
import { ApiError, SignedOutError, TransportError } from './errors';
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
 * Calls whose failure the caller tells the visitor about itself (a paying call, with what to do next)
 * pass `headers: quietHeaders`: the middleware then shows no toast. The marker is removed before the
 * request leaves; everything else (typed errors, 401 handling) stays the same.
 */
export const QUIET_HEADER = 'X-Quiet-Errors';
export const quietHeaders = { [QUIET_HEADER]: '1' } as const;

/**
 * Calls nobody asked for (liveness, visit reports, tracking, order checks) pass `headers: backgroundHeaders`:
 * quiet, and while the session has no token they are not sent, so they never lead to /login by themselves
 * (their callers wait for a user). A call the visitor asked for leads to /login instead.
 */
const BACKGROUND_HEADER = 'X-Background';
export const backgroundHeaders = { [QUIET_HEADER]: '1', [BACKGROUND_HEADER]: '1' } as const;

/**
 * The toast for a failure: the server's own words (in the language it chose), else the app's message in the
 * visitor's language (the English texts are the product's fixed ones).
 */
function showFailure(error: ApiError | TransportError, serverText?: string): void {
  if (serverText) return showToast(serverText);
  if (error instanceof TransportError) {
    const { kind, timeoutMs = config.apiTimeoutMs } = error;
    showMessage(error.message, (LL) =>
      kind === 'timeout'
        ? LL.errors.timeout({ ms: timeoutMs })
        : kind === 'aborted'
          ? LL.errors.aborted()
          : LL.errors.network(),
    );
  } else if (error instanceof SignedOutError) {
    showMessage('Your session has expired. Please log in again.', (LL) => LL.errors.sessionExpired());
  } else {
    const { status, code } = error;
    showMessage(error.message, (LL) =>
      error.enveloped ? LL.errors.requestFailed({ code }) : LL.errors.unexpectedAnswer({ status }),
    );
  }
}

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
 * would hand callers a plain parsed body and lose the class. React Query receives
 * the typed error as `error`.
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
    if (!state?.callerSignal.aborted && !state?.quiet) showFailure(transport);
    return transport;
  }

  return {
    async onRequest({ request, schemaPath }) {
      const headers = new Headers(request.headers);
      const quiet = headers.has(QUIET_HEADER);
      const background = headers.has(BACKGROUND_HEADER);
      headers.delete(QUIET_HEADER);
      headers.delete(BACKGROUND_HEADER);
      const secured = securedOperations.has(`${request.method} ${schemaPath}`);
      // The first guest is still being registered (a slow network): what needs its token waits for it, so a
      // screen opened meanwhile shows loading and then fills in, and a tap goes on, instead of being refused.
      if (secured && !sessionToken()) await whenGuestRegistered();
      const token = sessionToken();
      if (!token && secured) {
        // The answer would be a 401. Background calls and reads wait for a user (a screen shows its own state);
        // what the visitor asked for (a tap that unlocks, pays, binds) leads to /login, once per tap.
        const signedOut = new SignedOutError();
        if (!background && request.method !== 'GET') {
          if (!quiet) showFailure(signedOut);
          redirectToLogin();
        }
        throw signedOut;
      }
      // openapi-fetch already labels JSON bodies; this covers bodies passed through
      // as strings. A FormData body arrives labelled multipart with its boundary,
      // which "unless set" keeps, and bodyless requests need no label.
      if (!BODYLESS.has(request.method) && !headers.has('Content-Type')) {
        headers.set('Content-Type', 'application/json');
      }
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
      const serverText = envelope?.msg || envelope?.message || undefined;
      const message =
        serverText ??
        (envelope ? `Request failed (code ${code})` : `Unexpected response from the server (HTTP ${response.status})`);
      const error = new ApiError({
        code,
        message,
        status: response.status,
        enveloped: envelope !== null,
        // Readable across origins only if the API exposes it (docs/deploying.md: the API exposes it); read in retry-after.ts.
        retryAfter: response.headers.get('Retry-After') ?? undefined,
      });

      // A 401 ends the token the call was sent with. One sent with an older token (a login or a new guest
      // has replaced it since) says nothing about the session's current one.
      const sentToken = request.headers.get('Authorization')?.replace(/^Bearer /, '');
      if ((response.status === 401 || code === 401) && sentToken && dropSessionToken(sentToken)) {
        apiEvents.emit('unauthorized', error);
        redirectToLogin();
      }
      if (response.status === 403 || code === 403) apiEvents.emit('request403', error);
      if (!state?.quiet) showFailure(error, serverText);
      throw error;
    },

    onError({ request, error }) {
      return fail(error, finish(request));
    },
  };
}
