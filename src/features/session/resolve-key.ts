// Step 1 of start-up (docs/product-rules.md, "Start-up"): where the drama info key comes from.
// Pure: it reads an address and answers; exchanging a short code and storing the key happen in bootstrap.ts.
import { HOME_ALIAS, routeList } from '@/shared/routes';

/**
 * Path segments that name a route (docs/product-rules.md, "Screens and navigation", with /home). Matched
 * case-sensitively, as the router does.
 */
const ROUTE_SEGMENTS: ReadonlySet<string> = new Set(
  [...routeList.map((route) => route.path), HOME_ALIAS].map((path) => path.slice(1)).filter(Boolean),
);

const SHORT_CODE = /^[A-Za-z0-9_-]{1,64}$/;

export type KeySource =
  | { kind: 'info'; key: string }
  | { kind: 'shortCode'; code: string }
  /** Neither: the caller falls back to the stored SECRET_KEY. */
  | { kind: 'none' };

/**
 * The short code carried by a path, or null. The last non-empty segment counts, so a trailing slash
 * changes nothing. The product rules single out `recharge` as never being a code; a payment provider may send
 * the visitor back as /Recharge, so that word is refused in any case, while other route names follow the
 * router's case-sensitive matching. Percent-encoded or otherwise unusual segments fail the pattern and are
 * never sent to the server.
 */
export function shortCodeFromPath(pathname: string): string | null {
  const segment = pathname.split('/').filter(Boolean).at(-1);
  if (segment === undefined) return null;
  if (ROUTE_SEGMENTS.has(segment) || segment.toLowerCase() === 'recharge') return null;
  return SHORT_CODE.test(segment) ? segment : null;
}

/** The `info` query parameter wins; an empty one counts as absent. */
export function keySourceFromUrl(url: URL): KeySource {
  const info = url.searchParams.get('info')?.trim();
  if (info) return { kind: 'info', key: info };
  const code = shortCodeFromPath(url.pathname);
  return code === null ? { kind: 'none' } : { kind: 'shortCode', code };
}

/**
 * The address to land on once a short code is exchanged: / with the rest of the query (ttclid and the like)
 * and the fragment kept, so nothing the promotion link carried is lost.
 */
export function landingAfterShortCode(url: URL): string {
  return `/${url.search}${url.hash}`;
}
