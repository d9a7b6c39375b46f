import { useLocation } from 'react-router';
import { useRouteChangeReporting } from '@/features/session/use-session';
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

function ShellEffects() {
  const { pathname } = useLocation();
  // One visit per screen change: a short-code address replaced by /, or / ↔ /home, is the same screen.
  useRouteChangeReporting(routeKeyOf(pathname));
  useReloadOnWidthChange();
  return null;
}
