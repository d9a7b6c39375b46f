import { expect, test, type Locator } from '@playwright/test';
import { openDemo, useExample } from './wallet-helpers';

const box = async (locator: Locator) => (await locator.boundingBox())!;

test.describe('the wallet screens in Arabic', () => {
  test.beforeEach(async ({ page }) => {
    await openDemo(page, 'ar');
    await useExample(page, 'getRechargeOptions', 'optionsAE');
  });

  test('/mine, /recharge and /qrCode read right to left', async ({ page }) => {
    await page.goto('/mine');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'سجل المدفوعات' })).toBeVisible();
    // The avatar starts the row at the right.
    expect((await box(page.locator('.wallet-profile__avatar'))).x).toBeGreaterThan(
      (await box(page.locator('.wallet-profile__text'))).x,
    );

    await page.goto('/recharge');
    const tiles = page.getByRole('radio');
    await expect(tiles).toHaveCount(3);
    expect((await box(tiles.nth(0))).x).toBeGreaterThan((await box(tiles.nth(1))).x);
    const pay = page.getByRole('button', { name: /^ادفع/ });
    await expect(pay).toContainText('7.99');
    await pay.click();

    await expect(page).toHaveURL(/\/qrCode$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'امسح الرمز للدفع' })).toBeVisible();
  });

  test('both record lists read right to left', async ({ page }) => {
    for (const route of ['/paymentRecord', '/rechargeRecord']) {
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const row = page.getByRole('listitem').first();
      await expect(row).toBeVisible();
      // The icon leads at the right, the amounts close the row at the left.
      expect((await box(row.locator('.records-row__icon'))).x).toBeGreaterThan(
        (await box(row.locator('.records-row__amounts'))).x,
      );
    }
  });
});
