import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useRouteChangeReporting } from '@/features/session/use-session';
import { sessionHasPendingOrders, subscribeSession } from '@/shared/storage/drama-session';
import { watchEventOutbox } from '@/shared/tracking/outbox-watch';
import { KeepAliveOutlet } from './keep-alive/keep-alive-outlet';
import { useReloadOnWidthChange } from './navigation/resize-reload';
import { routeKeyOf } from './navigation/routes';
import { AppProviders } from './providers';

/** The root route's screen: providers around the kept-alive pages. */
export function AppShell() {
  return (
    <AppProviders>
      <ShellEffects />
      <KeepAliveOutlet />
    </AppProviders>
  );
}

// Loaded only while an order is pending: most visits never need it.
const PendingOrderWatcher = lazy(() => import('./purchase/pending-order-watcher'));

function ShellEffects() {
  const { pathname } = useLocation();
  const screen = routeKeyOf(pathname);
  // One visit per screen change: a short-code address replaced by /, or / ↔ /home, is the same screen.
  useRouteChangeReporting(screen);
  useReloadOnWidthChange();
  useEffect(watchEventOutbox, []);
  const pending = useSyncExternalStore(subscribeSession, sessionHasPendingOrders);
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      {/* /qrCode follows the order it shows itself, with its own outcome screen; the watcher the others. */}
      <PendingOrderWatcher onQrPage={screen === 'qrCode'} />
    </Suspense>
  );
}
