import { expect, test } from '@playwright/test';
import { openDemo, screenOf } from './account-fixtures';

test.describe('/policy and /agreement', () => {
  test('the privacy policy renders its text and goes back', async ({ page }) => {
    await openDemo(page);
    await page.goto('/settings');
    await screenOf(page, 'settings').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/policy$/);
    const policy = screenOf(page, 'policy');
    await expect(policy.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(policy.getByRole('heading', { name: '1. Information we collect' })).toBeVisible();
    await expect(policy.getByText('We do not sell your personal information.')).toBeVisible();
    await expect(policy.getByText('Last updated')).toBeVisible();

    await policy.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/settings$/);
  });

  test('the user agreement renders its text from the login screen and goes back', async ({ page }) => {
    await openDemo(page);
    await page.goto('/login');
    await screenOf(page, 'login').getByRole('link', { name: 'User Agreement' }).click();
    await expect(page).toHaveURL(/\/agreement$/);
    const agreement = screenOf(page, 'agreement');
    await expect(agreement.getByRole('heading', { name: '4. Coins and purchases' })).toBeVisible();
    await agreement.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("only the open page's text in the visitor's language is downloaded, and Arabic reads right to left", async ({
    page,
  }) => {
    await openDemo(page, 'ar');
    const legalChunks: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/privacy-policy|user-agreement/.test(pathname)) legalChunks.push(pathname);
    });
    await page.goto('/policy');
    await expect(screenOf(page, 'policy').getByRole('heading', { name: '1. المعلومات التي نجمعها' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(legalChunks.filter((path) => !path.endsWith('/types.ts'))).toHaveLength(1);
    expect(legalChunks.every((path) => !path.includes('user-agreement'))).toBe(true);
  });
});
