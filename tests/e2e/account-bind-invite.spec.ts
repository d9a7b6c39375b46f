import { expect, test, type Page } from '@playwright/test';
import { credentials, openDemo, screenOf, useExample } from './account-fixtures';
import { createOrder, PACKAGE_59, SERIES_PACKAGE } from './wallet-helpers';

// A guest's coins live in this browser's storage only. After their first purchase the app invites them,
// once, to bind an e-mail with the existing binding screen: under the payment's success and on /mine, until
// they dismiss it or bind. Dismissed or bound, it never comes back.

const invitation = (scope: Page | ReturnType<typeof screenOf>) =>
  scope.getByRole('region', { name: 'Keep your coins' });

/**
 * /recharge → a package → pay: the order is pending while its QR shows, then paid at the page's next check (as a
 * real order goes; one paid at once would race the app's own check of a new pending order). Resolves on the success.
 */
async function buyCoins(page: Page, { series = false } = {}) {
  await useExample(page, 'getRechargeOrder', 'orderPending');
  if (series) await useExample(page, 'createRechargeOrder', 'seriesCreated');
  // The whole-series offer comes with the locked episode the visitor came from.
  await createOrder(page, series ? SERIES_PACKAGE : PACKAGE_59);
  await expect(page.getByTestId('pay-qr')).toBeVisible();
  await useExample(page, 'getRechargeOrder', series ? 'orderPaidSeries' : 'orderPaid');
  await page.clock.runFor(2_000);
  await expect(page.getByText('Payment completed! Please wait. You will be returned to the home page.')).toBeVisible();
}

/** Binds the credentials on /bindAccount, which goes back where it came from. */
async function bindEmail(page: Page) {
  const bind = screenOf(page, 'bindAccount');
  await bind.getByRole('textbox', { name: 'Account' }).fill(credentials.email);
  await bind.getByLabel('Password', { exact: true }).fill(credentials.password);
  await bind.getByRole('button', { name: 'Bind now' }).click();
  await expect(page.locator('.toast-region')).toContainText('Binding completed');
}

test.beforeEach(async ({ page }) => {
  // The QR page's checks and the paid page's 10 s return run on Playwright's clock, which only buyCoins
  // moves, by one check: the paid page stays.
  await page.clock.install();
});

test("a guest's first purchase brings the invitation; 'Not now' ends it for good, across a reload and a later purchase", async ({
  page,
}) => {
  await openDemo(page);
  await page.goto('/mine');
  await expect(page.getByRole('button', { name: 'Top up' })).toBeVisible();
  await expect(invitation(page)).toHaveCount(0);

  await buyCoins(page);
  const invite = invitation(page);
  await expect(invite).toBeVisible();
  await expect(
    invite.getByText('Your coins are saved in this browser only. Bind an e-mail to keep them on any phone or browser.'),
  ).toBeVisible();
  await expect(invite.getByRole('link', { name: 'Bind e-mail' })).toHaveAttribute('href', '/bindAccount');
  await invite.getByRole('button', { name: 'Not now' }).click();
  await expect(invite).toHaveCount(0);

  // The paid page again (a reload redraws it), /mine, and a second order paid: no invitation anywhere.
  await page.reload();
  await expect(page.getByText(/Payment completed!/)).toBeVisible();
  await expect(invitation(page)).toHaveCount(0);
  await page.goto('/mine');
  await expect(page.getByRole('button', { name: 'Top up' })).toBeVisible();
  await expect(invitation(page)).toHaveCount(0);
  await buyCoins(page, { series: true });
  await expect(page.getByTestId('pay-new-balance')).toHaveText('720');
  await expect(invitation(page)).toHaveCount(0);
});

test('unanswered, the invitation waits on /mine; binding from it ends it', async ({ page }) => {
  await openDemo(page);
  await buyCoins(page);
  await expect(invitation(page)).toBeVisible();

  // The visitor lets the page return them; later, on Me, the invitation is still there.
  await page.goto('/mine');
  const mine = screenOf(page, 'mine');
  await expect(invitation(mine)).toBeVisible();
  await invitation(mine).getByRole('link', { name: 'Bind e-mail' }).click();
  await expect(page).toHaveURL(/\/bindAccount$/);
  await bindEmail(page);
  await expect(page).toHaveURL(/\/mine$/);
  await expect(mine.getByRole('button', { name: 'Top up' })).toBeVisible();
  await expect(invitation(mine)).toHaveCount(0);

  // Across a reload too, and the paid page of a later order.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Top up' })).toBeVisible();
  await expect(invitation(page)).toHaveCount(0);
  await buyCoins(page, { series: true });
  await expect(invitation(page)).toHaveCount(0);
});

test('binding from the paid page returns to it, without the invitation', async ({ page }) => {
  await openDemo(page);
  await buyCoins(page);
  await invitation(page).getByRole('link', { name: 'Bind e-mail' }).click();
  await expect(page).toHaveURL(/\/bindAccount$/);
  await bindEmail(page);
  await expect(page).toHaveURL(/\/qrCode$/);
  const paid = screenOf(page, 'qrCode');
  await expect(paid.getByText(/Payment completed!/)).toBeVisible();
  await expect(invitation(paid)).toHaveCount(0);
});

test('a guest who bound an e-mail before paying is never invited', async ({ page }) => {
  await openDemo(page);
  await page.goto('/bindAccount');
  await bindEmail(page);
  await buyCoins(page);
  await expect(page.getByTestId('pay-new-balance')).toHaveText('1,380');
  await expect(invitation(page)).toHaveCount(0);
  await page.goto('/mine');
  await expect(page.getByRole('button', { name: 'Top up' })).toBeVisible();
  await expect(invitation(page)).toHaveCount(0);
});
