import { expect, test } from '@playwright/test';
import { expectPlaying, openDrama } from './player-helpers';

test.describe('errors and empty states', () => {
  test("a broken video address shows 'Something went wrong', and retry recovers", async ({ page }) => {
    let broken = true;
    await page.route('**/demo-media/ep1.mp4', (route) =>
      broken ? route.fulfill({ status: 404, body: '' }) : route.fallback(),
    );
    await openDrama(page, 'dramaSG');
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('This video cannot be played');
    broken = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(alert).toHaveCount(0);
    await expectPlaying(page, 1);
  });

  test("a drama for an unknown country shows 'This region is not supported yet'", async ({ page }) => {
    // No language for the country: the browser's (the phone profile's English).
    await openDrama(page, 'dramaUnsupportedRegion');
    await expect(page.getByRole('heading', { name: 'This region is not supported yet' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
  });

  test("a drama without episodes shows 'Episode not found', in its country's language", async ({ page }) => {
    await openDrama(page, 'dramaNoEpisodes');
    await expect(page.getByRole('heading', { name: 'ไม่พบตอนนี้' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeVisible();
  });

  test("an unknown drama shows 'Episode not found'", async ({ page }) => {
    await openDrama(page, 'dramaNotFound');
    await expect(page.getByRole('heading', { name: 'Episode not found' })).toBeVisible();
  });
});
