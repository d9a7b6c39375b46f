import { UNSAFE_createBrowserHistory as createBrowserHistory, type To } from 'react-router';
import { routeKeyOf, type RouteKey } from './routes';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type Listener = Parameters<BrowserHistory['listen']>[0];

export interface AppHistoryOptions {
  /** Loads a screen's chunk; a visit waits for it so the page slides in complete, not as a blank fallback. */
  preloadScreen(key: RouteKey): Promise<unknown>;
  history?: BrowserHistory;
}

export type AppHistory = BrowserHistory;

/**
 * The browser history the app runs on, for react-router's declarative <HistoryRouter>.
 *
 * Why not the data router (createBrowserRouter): its weight on the path to the first frame
 * (docs/start-path.md, "The router"), and the app used only two things from it, both here:
 * - a visit waits for the screen's chunk before it commits (push and replace below);
 * - navigation works outside React (the API client's 401 redirect calls `push`).
 * The history also accepts several listeners, so the navigation store and the router can
 * both follow it (react-router's own history takes one).
 */
export function createAppHistory({
  preloadScreen,
  history = createBrowserHistory({ v5Compat: true }),
}: AppHistoryOptions) {
  const listeners = new Set<Listener>();
  let unlisten: (() => void) | null = null;
  // Only the latest visit commits: a tap on another screen while a chunk loads wins.
  let latestVisit = 0;

  function visit(to: To, commit: () => void): void {
    const visitId = ++latestVisit;
    const pathname = typeof to === 'string' ? new URL(to, window.location.href).pathname : to.pathname;
    const key = routeKeyOf(pathname ?? history.location.pathname);
    // A chunk that cannot load is not the visit's failure: the page shows the error with a retry.
    void preloadScreen(key)
      .catch(() => undefined)
      .then(() => {
        if (visitId === latestVisit) commit();
      });
  }

  const appHistory: BrowserHistory = {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state) => visit(to, () => history.push(to, state)),
    replace: (to, state) => visit(to, () => history.replace(to, state)),
    go(delta) {
      latestVisit++; // A back step overrides a visit still waiting for its chunk.
      history.go(delta);
    },
    listen(listener) {
      listeners.add(listener);
      unlisten ??= history.listen((update) => listeners.forEach((each) => each(update)));
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          unlisten?.();
          unlisten = null;
        }
      };
    },
  };
  return appHistory;
}
