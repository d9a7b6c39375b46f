// Test helpers for the app's component tests: a stubbed API by "METHOD /path" and rendering with the app's providers.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
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

type Handler = (request: Request, url: URL) => Response | Promise<Response>;

/** Answers the app's calls by "METHOD /path"; anything else fails the test loudly. */
export function stubApi(handlers: Record<string, Handler>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request.clone());
    const url = new URL(request.url);
    const handler = handlers[`${request.method} ${url.pathname}`];
    if (!handler) throw new Error(`unexpected call ${request.method} ${url.pathname}`);
    return handler(request, url);
  });
  vi.stubGlobal('fetch', fetch);
  const calls = (method: string, path: string) =>
    requests.filter((request) => request.method === method && new URL(request.url).pathname === path);
  return { requests, calls };
}

export function renderWithProviders(ui: ReactNode, { locale = 'en_US' as AppLocale } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={locale}>{ui}</I18nProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
