// Helpers for the session and shell specs: seed localStorage before the app starts, read it back,
// and wait for the guest the start-up registers. Prism examples and the request recorder come from
// the shared support (tests/support/prefer.ts).
import type { Page } from '@playwright/test';
import { recordRequests, useExample } from '../support/prefer';

export { recordRequests, useExample };

export type Recorder = ReturnType<typeof recordRequests>;

/** The guest every registerGuest example answers with (openapi/components/examples/auth.yaml). */
export const demoGuest = {
  h5UserId: '880012345',
  username: 'Guest_880012345',
  token: 'eyJhbGciOiJIUzI1NiJ9.guest-880012345.c2lnbmF0dXJl',
};

/** The Thai demo drama (getDramaInfo dramaTH, the default answer for ?info=demo-th). */
export const demoDrama = {
  dramaId: '10086',
  promotionLinkId: 'pl_7781',
  pixelId: 'CJ1PIXEL0001',
  siteId: 'site_th_01',
  title: 'รักร้ายของท่านประธาน',
};

/** Texts of the Thai dictionary (src/shared/i18n/th-TH/index.ts). */
export const thai = {
  episodeNotFound: 'ไม่พบตอนนี้',
  regionUnsupported: 'ยังไม่รองรับภูมิภาคนี้',
  navUser: 'ของฉัน',
  topUp: 'เติมเงิน',
  back: 'กลับ',
};

/**
 * Raw localStorage values written before the app's first script runs, on the first load only
 * (a reload must see what the app made of them, not the seed again).
 */
export async function seedStorage(page: Page, values: Record<string, string>): Promise<void> {
  await page.addInitScript((seed) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
  }, values);
}

/** Every localStorage entry, raw. */
export function readStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
}

/** Resolves once the start-up has a user (USER_ID stored). */
export async function waitForUser(page: Page): Promise<void> {
  await page.waitForFunction(() => localStorage.getItem('USER_ID') !== null, undefined, { timeout: 15_000 });
}
