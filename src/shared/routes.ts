// The route list of docs/product-rules.md, "Screens and navigation", in its order. The shell orders its transitions by
// it (a later route animates as "go", an earlier one as "back"); the session never takes one of its names for a short
// code. No route has parameters.
export const routeList = [
  { key: 'home', path: '/' },
  { key: 'mine', path: '/mine' },
  { key: 'paymentRecord', path: '/paymentRecord' },
  { key: 'rechargeRecord', path: '/rechargeRecord' },
  { key: 'login', path: '/login' },
  { key: 'recharge', path: '/recharge' },
  { key: 'settings', path: '/settings' },
  { key: 'bindAccount', path: '/bindAccount' },
  { key: 'qrCode', path: '/qrCode' },
  { key: 'policy', path: '/policy' },
  { key: 'agreement', path: '/agreement' },
] as const;

export type RouteKey = (typeof routeList)[number]['key'];

/** /home is / (same rules): same screen, same kept-alive instance, no transition between them. */
export const HOME_ALIAS = '/home';

/**
 * The episode a shared promotion link starts at: `/?info=KEY&episode=7`, or `/CODE?episode=7` (docs/product-rules.md,
 * "Sharing an episode"). It applies once, when the link is opened: the player then takes it out of the address, and
 * the landing address kept for returns (HREF) never holds it.
 */
export const LINKED_EPISODE_PARAM = 'episode';

/** `href` (absolute, or a path with its query) without the linked episode; anything else kept as it was. */
export function withoutLinkedEpisode(href: string): string {
  const url = new URL(href, 'http://x');
  if (!url.searchParams.has(LINKED_EPISODE_PARAM)) return href;
  url.searchParams.delete(LINKED_EPISODE_PARAM);
  return /^[a-z][a-z\d+.-]*:/i.test(href) ? url.href : `${url.pathname}${url.search}${url.hash}`;
}
