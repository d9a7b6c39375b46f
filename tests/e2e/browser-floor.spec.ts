import { expect, test, type Page } from '@playwright/test';
import { recordRequests } from '../support/prefer';

// A browser below the support floor (docs/browsers.md) is played here by Chromium without one of the
// floor's markers, removed before any of the page's scripts run.
const withoutArrayAt = () => {
  Reflect.deleteProperty(Array.prototype, 'at');
};

/** Resolves once the early script has decided on the drama answer whether to start the first episode. */
const earlyDecision = (page: Page) =>
  page.evaluate(() => (window as { __prelude?: { deciding: Promise<void> | null } }).__prelude?.deciding);

test.describe('below the support floor', () => {
  test.use({ locale: 'th-TH' });

  test('the demo link shows a short page in the browser’s language, and the app does not start', async ({ page }) => {
    await page.addInitScript(withoutArrayAt);
    const recorder = recordRequests(page);
    await page.goto('/?info=demo-th');
    await expect(page.getByRole('heading', { name: 'กรุณาอัปเดตเบราว์เซอร์ของคุณ' })).toBeVisible();
    await expect(page.getByText(/iOS 16 /)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page).toHaveTitle('กรุณาอัปเดตเบราว์เซอร์ของคุณ');
    // The early script's drama answer came and started nothing: no splash left spinning, no video
    // playing behind the page, no guest registered.
    expect(recorder.of('getDramaInfo')).toHaveLength(1);
    await earlyDecision(page);
    await expect(page.locator('.splash')).toHaveCount(0);
    await expect(page.locator('video')).toHaveCount(0);
    expect(recorder.of('registerGuest')).toEqual([]);
  });

  test('a return visit’s episode, started before the check, is stopped', async ({ page }) => {
    await page.goto('/?info=demo-th');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('DRAMA_INFO') !== null)).toBe(true);
    await page.addInitScript(withoutArrayAt);
    await page.goto('/?info=demo-th');
    await expect(page.getByRole('heading', { name: 'กรุณาอัปเดตเบราว์เซอร์ของคุณ' })).toBeVisible();
    await earlyDecision(page);
    await expect(page.locator('video')).toHaveCount(0);
  });

  test.describe('an Arabic phone', () => {
    test.use({ locale: 'ar-SA' });

    test('in Arabic it reads right to left', async ({ page }) => {
      await page.addInitScript(withoutArrayAt);
      await page.goto('/?info=demo-th');
      await expect(page.getByRole('heading', { name: 'يرجى تحديث المتصفح' })).toBeVisible();
      await earlyDecision(page);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    });
  });

  test('a browser at the floor never sees it', async ({ page }) => {
    await page.goto('/?info=demo-th');
    await expect(page.getByRole('navigation')).toBeVisible();
    expect(await page.evaluate(() => window.__belowFloor)).toBeUndefined();
    await expect(page.locator('.floor-page')).toHaveCount(0);
  });
});
