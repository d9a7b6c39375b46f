// What the shell worker (shell-worker.ts) answers, kept apart from the worker so it can be
// tested in a page.
// The worker keeps one thing: the app's page, index.html, which nginx sends for every route and short
// code, together with the files it starts (its scripts and stylesheets), as one set. A return visit then
// starts from the kept copy instead of waiting a round trip for the server to say it has not changed,
// and the set is brought up to date behind it for the visit after. A page is kept only once all its start
// files are, so the kept page can always start, even when its release is gone from the server and from the
// browser's HTTP cache.

/**
 * The cache holding the set. A worker that keeps something else under it must change the name (v1 held
 * the page alone: the new worker drops it on activation).
 */
export const SHELL_CACHE = 'app-shell-v2';

/** Where the start files are: the static routes answer these from the set, or from the network when not in it. */
export const START_FILES = '/assets/*';

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

/**
 * Whether `response` may be the page, fit to keep: a same-origin 200 in HTML, not an error page, not a
 * redirect (followed or not). Whether it is the app's page is for its text to say (`startFiles`).
 */
export function isKeepablePage(response: Response): boolean {
  return (
    response.status === 200 &&
    response.type === 'basic' &&
    !response.redirected &&
    (response.headers.get('content-type') ?? '').startsWith('text/html')
  );
}

const START_TAG = /<(?:script|link)\b[^>]*>/gi;

/**
 * The addresses of the files `html` starts, in full: its scripts, stylesheets and module preloads on
 * `origin` (a CDN's are the CDN's to keep). Null when it is not the app's page: one with no module entry
 * (a proxy's or a captive portal's page, an error page sent as a 200).
 */
export function startFiles(html: string, origin: string): string[] | null {
  const files: string[] = [];
  let entry = false;
  for (const [tag] of html.matchAll(START_TAG)) {
    const address = /\s(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!address || (/^<link/i.test(tag) && !/\srel="(?:stylesheet|modulepreload)"/.test(tag))) continue;
    entry ||= /\stype="module"/.test(tag);
    const url = new URL(address, origin);
    if (url.origin === origin) files.push(url.href);
  }
  return entry ? files : null;
}
