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
