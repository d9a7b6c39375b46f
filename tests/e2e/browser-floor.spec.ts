import { expect, test } from '@playwright/test';
import { recordRequests } from './player-helpers';

// A browser below the support floor (scripts/vite-plugins/browser-floor.ts) is played here by Chromium
// without one of the floor's markers, removed before any of the page's scripts run.
const withoutArrayAt = () => {
  Reflect.deleteProperty(Array.prototype, 'at');
};

test.describe('below the support floor', () => {
  test.use({ locale: 'th-TH' });

  test('the demo link shows a short page in the browser’s language, and the app does not start', async ({ page }) => {
    await page.addInitScript(withoutArrayAt);
    const recorder = recordRequests(page);
    await page.goto('/?info=demo-th');
    await expect(page.getByRole('heading', { name: 'กรุณาอัปเดตเบราว์เซอร์ของคุณ' })).toBeVisible();
    await expect(page.getByText(/iOS 15\.4/)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page).toHaveTitle('กรุณาอัปเดตเบราว์เซอร์ของคุณ');
    // No splash left spinning, no video playing behind the page, no guest registered.
    await expect(page.locator('.splash')).toHaveCount(0);
    await expect(page.locator('video')).toHaveCount(0);
    await page.waitForTimeout(1_500);
    await expect(page.locator('video')).toHaveCount(0);
    expect(recorder.of('registerGuest')).toEqual([]);
  });

  test('in Arabic it reads right to left', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ar-SA' });
    const page = await context.newPage();
    await page.addInitScript(withoutArrayAt);
    await page.goto('/?info=demo-th');
    await expect(page.getByRole('heading', { name: 'يرجى تحديث المتصفح' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await context.close();
  });

  test('a browser at the floor never sees it', async ({ page }) => {
    await page.goto('/?info=demo-th');
    await expect(page.getByRole('navigation')).toBeVisible();
    expect(await page.evaluate(() => (window as { __belowFloor?: boolean }).__belowFloor)).toBeUndefined();
    await expect(page.locator('.floor-page')).toHaveCount(0);
  });
});
