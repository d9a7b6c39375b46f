import type { RouteKey } from '../navigation/routes';
import { lazyScreen, type LazyScreen } from './lazy-screen';

// One chunk per screen (docs/product-rules.md, "Screens and navigation": screens load on demand).
export const screens: Record<RouteKey, LazyScreen> = {
  home: lazyScreen(() => import('./home')),
  mine: lazyScreen(() => import('./mine')),
  paymentRecord: lazyScreen(() => import('./payment-record')),
  rechargeRecord: lazyScreen(() => import('./recharge-record')),
  login: lazyScreen(() => import('./login')),
  recharge: lazyScreen(() => import('./recharge')),
  settings: lazyScreen(() => import('./settings')),
  bindAccount: lazyScreen(() => import('./bind-account')),
  qrCode: lazyScreen(() => import('./qr-code')),
  policy: lazyScreen(() => import('./policy')),
  agreement: lazyScreen(() => import('./agreement')),
};
