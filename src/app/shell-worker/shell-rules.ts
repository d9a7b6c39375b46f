// What the shell worker (src/entries/shell-worker.ts) answers, kept apart from the worker so it can be
// tested in a page.
// The worker keeps one thing: the app's page, index.html, which nginx sends for every route and short
// code. A return visit then starts from the kept copy instead of waiting a round trip for the server to
// say it has not changed, and the copy is brought up to date behind it for the visit after.

/** The cache holding the page. A worker that keeps something else under it must change the name. */
export const SHELL_CACHE = 'app-shell-v1';

/** The one address the page is kept under, whatever route or short code it was opened on. */
export const SHELL_URL = '/';

/** The paths nginx answers with something else than the page (deploy/nginx): files, assets, the API. */
const NOT_THE_PAGE = /^\/(?:assets|h5|tt)\/|\.[A-Za-z0-9]+$/;

/** Whether a navigation to `url` gets the app's page from the server, so the kept copy can stand in. */
export function isAppPage(url: URL, origin: string): boolean {
  return url.origin === origin && (url.pathname === '/index.html' || !NOT_THE_PAGE.test(url.pathname));
}

/**
 * Whether the navigation must ask the server first. A reload does: that is how a visitor, and the app's
 * own reload after a release removed a file it needed (app/routes/stale-chunk.ts), reach a new release
 * while the kept copy still names the previous one's files.
 */
export function asksServerFirst(cache: RequestCache): boolean {
  return cache === 'reload' || cache === 'no-cache' || cache === 'no-store';
}

/** Whether `response` is the page, fit to keep: a same-origin 200 in HTML (not an error page, not a redirect). */
export function isKeepablePage(response: Response): boolean {
  return (
    response.status === 200 &&
    response.type === 'basic' &&
    (response.headers.get('content-type') ?? '').startsWith('text/html')
  );
}
