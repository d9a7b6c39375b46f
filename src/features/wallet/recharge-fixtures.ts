// Test data shared by this feature's tests (not imported by the app): the contract's optionsTH example.
import type { RechargeOptions } from '@/shared/api/types';

export const optionsTH: RechargeOptions = {
  country: 'TH',
  currency: 'THB',
  packages: [
    { packageId: 'pkg_th_300', coins: 300, bonusCoins: 0, price: 29, currency: 'THB', badge: null },
    { packageId: 'pkg_th_600', coins: 600, bonusCoins: 60, price: 59, currency: 'THB', badge: null },
    { packageId: 'pkg_th_1500', coins: 1500, bonusCoins: 225, price: 149, currency: 'THB', badge: 'hot' },
    { packageId: 'pkg_th_3000', coins: 3000, bonusCoins: 600, price: 299, currency: 'THB', badge: 'best' },
  ],
  seriesOffer: { packageId: 'pkg_th_series_10086', dramaId: '10086', price: 199, currency: 'THB', coins: 600 },
};
