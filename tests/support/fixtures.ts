// Test data shared by the component and unit tests (not imported by the app).
import type { AuthUser, DramaInfo } from '@/shared/api/types';

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

export function envelope(data: unknown, status = 200, code = 0, msg?: string): Response {
  return new Response(JSON.stringify({ code, data, ...(msg ? { msg } : {}) }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
