import { QueryClientProvider, QueryErrorResetBoundary, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SessionProvider } from '@/features/session/components/session-provider';
import { useSession } from '@/features/session/use-session';
import { I18nProvider } from '@/shared/i18n/i18n-provider';
import { defaultLocale } from '@/shared/i18n/locale';
import { Toaster } from '@/shared/ui/toast/toaster';
import { Splash } from './components/splash';
import { AppErrorBoundary } from './error-boundary';
import { createQueryClient } from './query-client';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own; the app makes one for its lifetime. */
  queryClient?: QueryClient;
}

/**
 * Everything the screens rely on. It sits inside the router (the root route renders
 * it), so the session can replace a short-code address with / through the router.
 */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>
        <Localized>{children}</Localized>
      </SessionProvider>
    </QueryClientProvider>
  );
}

function Localized({ children }: { children: ReactNode }) {
  const session = useSession();
  // th_TH until the drama's country is known, and for a country without a language
  // (SPEC.md section 9: default and fallback locale).
  const locale =
    session.status === 'ready' || session.status === 'starting'
      ? session.locale
      : session.status === 'error'
        ? (session.locale ?? defaultLocale)
        : defaultLocale;
  return (
    <I18nProvider locale={locale} loadFont={session.status !== 'loading'} fallback={<Splash />}>
      <QueryErrorResetBoundary>
        {({ reset }) => <AppErrorBoundary onReset={reset}>{children}</AppErrorBoundary>}
      </QueryErrorResetBoundary>
      <Toaster />
    </I18nProvider>
  );
}
