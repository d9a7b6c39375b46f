import { HOME_ALIAS, routeList, type RouteKey } from '@/shared/routes';

export { routeList, type RouteKey };
export type Direction = 'go' | 'back' | 'none';

const keyByPath = new Map<string, RouteKey>(routeList.map((route) => [route.path, route.key]));
keyByPath.set(HOME_ALIAS, 'home');

/**
 * The screen a path shows. Any path that is not a route (a short code such as /AbC123)
 * shows home: the session feature exchanges the code and replaces the address with /.
 */
export function routeKeyOf(pathname: string): RouteKey {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return keyByPath.get(trimmed || '/') ?? 'home';
}

function routeIndexOf(key: RouteKey): number {
  return routeList.findIndex((route) => route.key === key);
}

/** Transition between two screens: later in the list is "go", earlier is "back". */
export function directionBetween(from: RouteKey, to: RouteKey): Direction {
  const delta = routeIndexOf(to) - routeIndexOf(from);
  if (delta > 0) return 'go';
  if (delta < 0) return 'back';
  return 'none';
}
