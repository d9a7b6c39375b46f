// Helpers for this feature's tests (not imported by the app).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { I18nProvider } from '@/shared/i18n/i18n-provider';
import type { AppLocale } from '@/shared/i18n/locale';
import { Toaster } from '@/shared/ui/toast/toaster';
import { loadLocaleAsync } from '@/shared/i18n/i18n-util.async';

// The English dictionary is in place before any test renders, so a busy machine's slow dynamic import
// does not eat into the time findBy* queries wait for the screen.
await loadLocaleAsync('en-US');

export function envelope(data: unknown, status = 200, code = 0, msg?: string): Response {
  return new Response(JSON.stringify({ code, data, ...(msg ? { msg } : {}) }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A response the test settles by hand, to look at the screen while a call is under way. */
export function deferred() {
  let resolve!: (response: Response) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<Response>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Stubs fetch at the global level (the app's client looks it up per call) and records the requests. */
export function stubFetch(respond: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request.clone());
    return respond(request);
  });
  vi.stubGlobal('fetch', fetch);
  return { requests };
}

/** Renders inside the app's providers (English unless told); `rerender` keeps them. */
export function renderWithProviders(ui: ReactNode, { locale = 'en_US' as AppLocale } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={locale}>{children}</I18nProvider>
      <Toaster />
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}
