// Test data shared by the component and unit tests (not imported by the app).
import type { AuthUser, DramaInfo, RechargeOrder } from '@/shared/api/types';

export function makeDrama(overrides: Partial<DramaInfo> = {}): DramaInfo {
  return {
    dramaId: '10086',
    promotionLinkId: 'pl_7781',
    pixelId: 'PIXEL1',
    siteId: 'site_th_01',
    customerDomain: 'th.example.com',
    isCdn: false,
    country: 'TH',
    title: 'Demo',
    cover: '/demo-media/cover-1.jpg',
    description: '',
    totalEpisodes: 2,
    freeEpisodes: 1,
    episodePrice: 30,
    seriesPrice: 50,
    seriesUnlocked: false,
    dramaUrl: [
      { episodeNumber: 1, videoUrl: '/demo-media/ep1.mp4', locked: false },
      { episodeNumber: 2, videoUrl: '', locked: true },
    ],
    ...overrides,
  };
}

export const guest: AuthUser = { h5UserId: 'u-1', username: 'Guest 1', token: 'tok-1' };

/** A signed-in account (login's answer) and the same account as the binding answers it. */
export const loggedIn = {
  h5UserId: '880012345',
  username: 'somchai',
  email: 'somchai@example.com',
  token: 'eyJhbGciOiJIUzI1NiJ9.user-880012345.c2lnbmF0dXJl',
};

export const boundUser = { h5UserId: '880012345', username: 'somchai', email: 'somchai@example.com' };

/** A pending order, as the contract's createRechargeOrder example answers it. */
export const orderCreated: RechargeOrder = {
  payOrderId: 'PO20261122000123',
  status: 'PENDING',
  paymentContent: 'https://pay.example/qr/PO20261122000123',
  amount: 59,
  currency: 'THB',
  coins: 600,
  bonusCoins: 60,
  expiresAt: '2026-11-22T10:35:00Z',
  createdAt: '2026-11-22T10:20:00Z',
};
