import { useLocation } from 'react-router';
import { useRouteChangeReporting } from '@/features/session/use-session';
import { KeepAliveOutlet } from './keep-alive/keep-alive-outlet';
import { useReloadOnWidthChange } from './navigation/resize-reload';
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
  useRouteChangeReporting(pathname);
  useReloadOnWidthChange();
  return null;
}
