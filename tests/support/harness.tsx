// The component and unit tests' one harness (not imported by the app): the API's envelope, a fetch
// stub that answers and records calls by "METHOD /path", and rendering inside the app's providers.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from '@/shared/api/client';
import { I18nProvider } from '@/shared/i18n/i18n-provider';
import { loadLocaleAsync } from '@/shared/i18n/i18n-util.async';
import { namespaces } from '@/shared/i18n/i18n-util';
import { requestTexts, setShownTextsLocale, useTexts } from '@/shared/i18n/namespaces';
import type { AppLocale } from '@/shared/i18n/locale';
import { Toaster } from '@/shared/ui/toast/toaster';

// The English dictionary is in place before any test renders, so a busy machine's slow dynamic import
// does not eat into the time findBy* queries wait for the screen.
// With its namespaces, as if English were on screen when every screen asked for its own.
setShownTextsLocale('en-US');
await Promise.all([loadLocaleAsync('en-US'), requestTexts(namespaces)]);

/** A JSON answer with any body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The API's answer: `{ code, data, msg? }` with an HTTP status. */
export function envelope(data: unknown, status = 200, code = 0, msg?: string): Response {
  return jsonResponse({ code, data, ...(msg ? { msg } : {}) }, status);
}

/** One call the app made, as the stub saw it. */
export interface Call {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  /** Parsed JSON, FormData for multipart, the raw text otherwise; undefined without a body. */
  body: unknown;
  keepalive: boolean;
  signal: AbortSignal;
}

export type Handler = (call: Call, request: Request) => Response | Promise<Response>;

/**
 * Handlers by "METHOD /path" ('POST /h5/auth/login'); '*' answers whatever has no handler of its own.
 * A single function answers every call.
 */
export type Handlers = Record<string, Handler> | Handler;

async function bodyOf(request: Request): Promise<unknown> {
  // A request without a body is not read: reading waits on setImmediate, which fake timers may hold.
  if (request.body === null) return undefined;
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('multipart/form-data')) return request.clone().formData();
  const text = await request.clone().text();
  if (!type.includes('json')) return text;
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * A fetch that answers by `handlers` and records every call; a call nobody answers fails the test
 * loudly. `stubApi` puts it in place of the global fetch (the app's client looks it up per call).
 */
export function fakeFetch(handlers: Handlers) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(input, window.location.origin), init);
    const url = new URL(request.url);
    const call: Call = {
      method: request.method,
      path: url.pathname,
      url,
      headers: request.headers,
      body: undefined,
      keepalive: init?.keepalive ?? request.keepalive,
      signal: request.signal,
    };
    // Recorded at once, as the app sent it; the body is read before any handler answers.
    calls.push(call);
    call.body = await bodyOf(request);
    const handler =
      typeof handlers === 'function' ? handlers : (handlers[`${call.method} ${call.path}`] ?? handlers['*']);
    if (!handler) throw new Error(`unexpected call ${call.method} ${call.path}`);
    return handler(call, request);
  });
  return {
    fetch,
    /** Every call so far, or those to one "METHOD /path". */
    calls: (route?: string) => (route ? calls.filter((call) => `${call.method} ${call.path}` === route) : [...calls]),
    lastCall: () => calls.at(-1),
  };
}

/** `fakeFetch` as the global fetch; `vi.unstubAllGlobals()` in an afterEach puts the real one back. */
export function stubApi(handlers: Handlers) {
  const stub = fakeFetch(handlers);
  vi.stubGlobal('fetch', stub.fetch);
  return stub;
}

/** The app's API client over a fakeFetch (the global fetch untouched), and a Toaster for what it shows. */
export function setupClient(handlers: Handlers = () => envelope(null), options: Omit<ApiClientOptions, 'fetch'> = {}) {
  const stub = fakeFetch(handlers);
  const api = createApiClient({ ...options, fetch: stub.fetch });
  render(<Toaster />);
  return { api, ...stub };
}

/** An answer the test gives by hand, to look at the screen while a call is under way. */
export function deferred() {
  let resolve!: (response: Response) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<Response>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject, handler: () => promise };
}

/** Like fetch: never settles on its own, rejects with the signal's reason when it aborts. */
export function hangUntilAborted(call: Pick<Call, 'signal'>): Promise<Response> {
  const { signal } = call;
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason as Error);
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
}

export interface ProviderOptions {
  locale?: AppLocale;
  /** The router's address. */
  route?: string;
  /** Query options beside the tests' defaults (no retries). */
  queryClient?: QueryClient;
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

// In the app a screen's namespaces load with its chunk (app/routes/lazy-screen.tsx); the components
// tested here are rendered without one, so every namespace is there for them.
function AllTexts({ children }: { children: ReactNode }) {
  useTexts(namespaces);
  return children;
}

/**
 * Renders inside the app's providers: a router, React Query, the visitor's language (English unless
 * told, with every namespace of its texts) and the Toaster. `rerender` keeps them.
 */
export function renderWithProviders(ui: ReactNode, options: ProviderOptions = {}) {
  const { locale = 'en_US', route = '/', queryClient = testQueryClient() } = options;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider locale={locale}>
          <Suspense>
            <AllTexts>{children}</AllTexts>
          </Suspense>
        </I18nProvider>
        <Toaster />
      </QueryClientProvider>
    </MemoryRouter>
  );
  return { ...render(ui, { wrapper }), queryClient };
}

/** Puts text into a field as a paste (autofill, a password manager): one input event, not one per key. */
export async function enterText(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
