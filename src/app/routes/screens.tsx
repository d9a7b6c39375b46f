import type { RouteKey } from '../navigation/routes';
import { lazyScreen, type LazyScreen } from './lazy-screen';
import { RouteTitle } from './route-title';

type TitledKey = Exclude<RouteKey, 'home'>;

/** The screen, naming the tab after itself while it shows (home names itself: the player knows the episode). */
function titled(key: TitledKey, screen: LazyScreen): LazyScreen {
  const { Component } = screen;
  function Titled() {
    return (
      <>
        <RouteTitle routeKey={key} />
        <Component />
      </>
    );
  }
  return { preload: screen.preload, Component: Titled };
}

// One chunk per screen (docs/product-rules.md, "Screens and navigation": screens load on demand).
export const screens: Record<RouteKey, LazyScreen> = {
  home: lazyScreen(() => import('./home')),
  mine: titled(
    'mine',
    lazyScreen(() => import('./mine')),
  ),
  paymentRecord: titled(
    'paymentRecord',
    lazyScreen(() => import('./payment-record')),
  ),
  rechargeRecord: titled(
    'rechargeRecord',
    lazyScreen(() => import('./recharge-record')),
  ),
  login: titled(
    'login',
    lazyScreen(() => import('./login')),
  ),
  recharge: titled(
    'recharge',
    lazyScreen(() => import('./recharge')),
  ),
  settings: titled(
    'settings',
    lazyScreen(() => import('./settings')),
  ),
  bindAccount: titled(
    'bindAccount',
    lazyScreen(() => import('./bind-account')),
  ),
  qrCode: titled(
    'qrCode',
    lazyScreen(() => import('./qr-code')),
  ),
  policy: titled(
    'policy',
    lazyScreen(() => import('./policy')),
  ),
  agreement: titled(
    'agreement',
    lazyScreen(() => import('./agreement')),
  ),
};
