// Test helpers for this feature's tests (not imported by the app).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { I18nProvider } from '@/shared/i18n/i18n-provider';
import type { AppLocale } from '@/shared/i18n/locale';
import { Toaster } from '@/shared/ui/toast/toaster';

export function envelope(data: unknown, status = 200, code = 0, msg?: string): Response {
  return new Response(JSON.stringify({ code, data, ...(msg ? { msg } : {}) }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Handler = (request: Request) => Response | Promise<Response>;

/** Answers the app's calls by "METHOD /path"; anything else fails the test loudly. */
export function stubApi(handlers: Record<string, Handler>) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    const text = await request.clone().text();
    requests.push({ method: request.method, path, body: text ? (JSON.parse(text) as unknown) : undefined });
    const handler = handlers[`${request.method} ${path}`];
    if (!handler) throw new Error(`unexpected call ${request.method} ${path}`);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetch);
  return { requests, calls: (path: string) => requests.filter((request) => request.path === path) };
}

/** A call that answers only when the test says so, to hold a submission in flight. */
export function deferredResponse() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((done) => (resolve = done));
  return { handler: () => promise, resolve };
}

export function renderWithProviders(ui: ReactNode, { locale = 'en_US' as AppLocale } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <I18nProvider locale={locale}>{ui}</I18nProvider>
        <Toaster />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { ...result, queryClient };
}

export const loggedIn = {
  h5UserId: '880012345',
  username: 'somchai',
  email: 'somchai@example.com',
  token: 'eyJhbGciOiJIUzI1NiJ9.user-880012345.c2lnbmF0dXJl',
};

export const boundUser = { h5UserId: '880012345', username: 'somchai', email: 'somchai@example.com' };

/** Puts text into a field as a paste (autofill, a password manager): one input event, not one per key. */
export async function enterText(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
