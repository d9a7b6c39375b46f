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
const untitled: Record<RouteKey, LazyScreen> = {
  home: lazyScreen(() => import('./home')),
  mine: lazyScreen(() => import('./mine'), ['bindInvite', 'records']),
  paymentRecord: lazyScreen(() => import('./payment-record'), ['records']),
  rechargeRecord: lazyScreen(() => import('./recharge-record'), ['records']),
  login: lazyScreen(() => import('./login'), ['login', 'settings']),
  recharge: lazyScreen(() => import('./recharge'), ['recharge', 'records']),
  settings: lazyScreen(() => import('./settings'), ['settings']),
  bindAccount: lazyScreen(() => import('./bind-account'), ['login', 'settings']),
  qrCode: lazyScreen(() => import('./qr-code'), ['bindInvite', 'qr', 'recharge']),
  policy: lazyScreen(() => import('./policy'), ['legal']),
  agreement: lazyScreen(() => import('./agreement'), ['legal']),
};

export const screens = Object.fromEntries(
  Object.entries(untitled).map(([key, screen]) => [key, key === 'home' ? screen : titled(key as TitledKey, screen)]),
) as Record<RouteKey, LazyScreen>;
