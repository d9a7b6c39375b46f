import { createBrowserRouter, type LoaderFunctionArgs } from 'react-router';
import { setNavigator } from '@/shared/api/navigation';
import { AppShell } from './app-shell';
import { Splash } from './components/splash';
import { RouteErrorFallback } from './error-boundary';
import { routeKeyOf } from './navigation/routes';
import { retryFailedScreenLoads } from './routes/lazy-screen';
import { screens } from './routes/screens';

/**
 * Why a data router with a single catch-all route, and not one <Route> per screen:
 * - keep-alive needs several screens mounted at once, and an <Outlet> renders only the
 *   matched one; so the shell renders the alive screens itself, from the ordered list
 *   in navigation/routes.ts, which is also what decides go/back;
 * - the data router's navigate works outside React, so the API client's 401 redirect
 *   goes through the router (setNavigator) even before anything has rendered;
 * - its loader lets a visit wait for the screen's chunk, so a page slides in complete
 *   instead of as a blank fallback.
 * Any path matches: one that is not a route is a short code and shows home.
 */
export function createAppRouter() {
  const router = createBrowserRouter([
    {
      path: '*',
      Component: AppShell,
      ErrorBoundary: RouteErrorFallback,
      HydrateFallback: Splash,
      loader: preloadScreen,
      // The loader only fetches code; nothing to re-run for a query-string change.
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    },
  ]);
  setNavigator((path) => void router.navigate(path));
  return router;
}

async function preloadScreen({ request }: LoaderFunctionArgs) {
  retryFailedScreenLoads();
  // A chunk that fails to load is not the router's error: the visit goes ahead and the
  // page shows the error with a retry, while the other kept pages live on.
  await screens[routeKeyOf(new URL(request.url).pathname)].preload().catch(() => undefined);
  return null;
}
