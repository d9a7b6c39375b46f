import { expect, test } from '@playwright/test';
import { openDemo, recordRequests, useExample } from './wallet-helpers';

test.describe('/mine', () => {
  test('shows the balance from the example, the guest and the way to top up', async ({ page }) => {
    await openDemo(page);
    await page.goto('/mine');
    await expect(page.getByTestId('wallet-balance')).toHaveText('720');
    await expect(page.getByText('ID: 880012345')).toBeVisible();
    await page.getByRole('button', { name: 'Top up' }).click();
    await expect(page).toHaveURL(/\/recharge$/);
  });

  test('shows a zero balance as 0', async ({ page }) => {
    await openDemo(page);
    await useExample(page, 'getBalance', 'zeroBalance');
    await page.goto('/mine');
    await expect(page.getByTestId('wallet-balance')).toHaveText('0');
  });

  test('shows the bound e-mail', async ({ page }) => {
    await openDemo(page);
    await useExample(page, 'getUserInfo', 'bound');
    await page.goto('/mine');
    await expect(page.getByText('somchai@example.com')).toBeVisible();
    await expect(page.getByText('Guest', { exact: true })).toHaveCount(0);
  });

  test("help and feedback shows 'Please stay tuned'", async ({ page }) => {
    await openDemo(page);
    await page.goto('/mine');
    await page.getByRole('button', { name: 'Help & feedback' }).click();
    await expect(page.getByText('Please stay tuned')).toBeVisible();
  });

  test('asks for the balance again when the screen is shown again', async ({ page }) => {
    await openDemo(page);
    await page.goto('/mine');
    await expect(page.getByTestId('wallet-balance')).toHaveText('720');
    const recorder = recordRequests(page);
    await page.getByRole('button', { name: 'Payment records' }).click();
    await expect(page).toHaveURL(/\/paymentRecord$/);
    // Kept alive but out of sight once the slide to the records has finished.
    await expect(page.getByTestId('wallet-balance')).toBeHidden();
    await useExample(page, 'getBalance', 'zeroBalance');
    await page.goBack();
    await expect(page).toHaveURL(/\/mine$/);
    await expect(page.getByTestId('wallet-balance')).toHaveText('0');
    expect(recorder.to('/h5/user/balance')).toHaveLength(1);
  });
});
