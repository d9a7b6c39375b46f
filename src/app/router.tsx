import { Component, type ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { setNavigator } from '@/shared/api/navigation';
import { AppShell } from './app-shell';
import { RouteErrorFallback } from './error-boundary';
import { createAppHistory, type AppHistory } from './navigation/app-history';
import { createNavigationStore, type NavigationStore } from './navigation/navigation-store';
import { routeKeyOf } from './navigation/routes';
import { NavigationStoreContext } from './navigation/use-back';
import { retryFailedScreenLoads } from './routes/lazy-screen';
import { screens } from './routes/screens';

/**
 * Why one shell and not one <Route> per screen: keep-alive needs several screens mounted at
 * once, and an <Outlet> renders only the matched one; so the shell renders the alive screens
 * itself, from the ordered list in navigation/routes.ts, which is also what decides go/back.
 * Any path shows the shell: one that is not a route is a short code and shows home.
 */
export function createAppRouter(): { history: AppHistory; navigationStore: NavigationStore } {
  const history = createAppHistory({
    preloadScreen(key) {
      retryFailedScreenLoads();
      return screens[key].preload();
    },
  });
  // The landing screen's chunk starts loading now, beside the session's first calls.
  void screens[routeKeyOf(history.location.pathname)].preload().catch(() => undefined);
  setNavigator((path) => history.push(path));
  return { history, navigationStore: createNavigationStore(history) };
}

export function AppRouter({ history, navigationStore }: ReturnType<typeof createAppRouter>) {
  return (
    <NavigationStoreContext.Provider value={navigationStore}>
      {/* No transitions: the kept pages follow the navigation store synchronously, and so does useLocation. */}
      <HistoryRouter history={history} useTransitions={false}>
        <ShellErrorBoundary>
          <AppShell />
        </ShellErrorBoundary>
      </HistoryRouter>
    </NavigationStoreContext.Provider>
  );
}

/** The last resort, for an error outside every page (a provider failing): a full reload as the retry. */
class ShellErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteErrorFallback /> : this.props.children;
  }
}
