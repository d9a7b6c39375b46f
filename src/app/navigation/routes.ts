// The route list of SPEC.md section 2, in its order. The order is not cosmetic:
// moving to a later route animates as "go", to an earlier one as "back".
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
export type Direction = 'go' | 'back' | 'none';

const keyByPath = new Map<string, RouteKey>(routeList.map((route) => [route.path, route.key]));
// /home is / (DESIGN.md): same screen, same kept-alive instance, no transition between them.
keyByPath.set('/home', 'home');

/**
 * The screen a path shows. Any path that is not a route (a short code such as /AbC123)
 * shows home: the session feature exchanges the code and replaces the address with /.
 */
export function routeKeyOf(pathname: string): RouteKey {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return keyByPath.get(trimmed || '/') ?? 'home';
}

export function routeIndexOf(key: RouteKey): number {
  return routeList.findIndex((route) => route.key === key);
}

/** Transition between two screens: later in the list is "go", earlier is "back". */
export function directionBetween(from: RouteKey, to: RouteKey): Direction {
  const delta = routeIndexOf(to) - routeIndexOf(from);
  if (delta > 0) return 'go';
  if (delta < 0) return 'back';
  return 'none';
}
