import { QueryClientProvider, QueryErrorResetBoundary, type QueryClient } from '@tanstack/react-query';
import { useContext, useDeferredValue, useState, type ReactNode } from 'react';
import { SessionProvider } from '@/features/session/components/session-provider';
import { SessionContext } from '@/features/session/session-state';
import { useSession } from '@/features/session/use-session';
import { I18nProvider } from '@/shared/i18n/i18n-provider';
import { browserLocale } from '@/shared/i18n/locale';
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
        <DeferredSession>
          <Localized>{children}</Localized>
        </DeferredSession>
      </SessionProvider>
    </QueryClientProvider>
  );
}

function Localized({ children }: { children: ReactNode }) {
  const session = useSession();
  // The drama's language whenever its country is known (a drama without episodes too); else the browser's.
  const locale = ('locale' in session ? session.locale : undefined) ?? browserLocale();
  return (
    <I18nProvider locale={locale} known={session.status !== 'loading'} fallback={<Splash />}>
      <Sliced fallback={<Splash />}>
        <QueryErrorResetBoundary>
          {({ reset }) => <AppErrorBoundary onReset={reset}>{children}</AppErrorBoundary>}
        </QueryErrorResetBoundary>
        <Toaster />
      </Sliced>
    </I18nProvider>
  );
}

// The next two make the start's two big renders (the app, then the player once the drama is known)
// deferred ones, which React slices: docs/start-path.md, "Renders in slices".

/** Screens see the session's changes in a deferred render (SessionProvider's own effects stay immediate). */
function DeferredSession({ children }: { children: ReactNode }) {
  const deferred = useDeferredValue(useContext(SessionContext));
  return <SessionContext value={deferred}>{children}</SessionContext>;
}

/** Shows `fallback` for the first render, then mounts `children` in a deferred render. */
function Sliced({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const mounted = useDeferredValue(true, false);
  return mounted ? children : fallback;
}
