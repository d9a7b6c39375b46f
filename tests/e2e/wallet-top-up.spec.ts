import { expect, test } from '@playwright/test';
import { holdRequests } from '../support/control';
import { decodeQr, demoOrder, payFor, openDemo, recordRequests, trackedEvents, useExample } from './wallet-helpers';

const ORDER_PATH = '/h5/recharge/order';
const statusPath = `${ORDER_PATH}/${demoOrder.payOrderId}`;

test.describe('top up and scan to pay', () => {
  test('the chosen package becomes an order whose QR code decodes to its payment content', async ({ page }) => {
    await openDemo(page);
    await page.goto('/recharge');
    const recorder = recordRequests(page);
    await payFor(page);

    expect(await decodeQr(page)).toBe(demoOrder.paymentContent);
    await expect(page.getByText('Amount payable')).toBeVisible();
    await expect(page.getByTestId('pay-amount')).toHaveText(/THB\s59\.00/);
    await expect(page.getByText('After paying, please wait for the system to confirm.')).toBeVisible();

    const [order] = recorder.to(ORDER_PATH, 'POST');
    expect(order?.body).toEqual({ packageId: 'pkg_th_600', dramaId: '10089' });
    expect(order?.headers['idempotency-key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    // The checkout began with a top-up tap (InitiateCheckout is that tap's, on the paywall or Me); the QR is AddPaymentInfo.
    await expect.poll(() => trackedEvents(recorder).map((event) => event.event)).toEqual(['AddPaymentInfo']);
    expect(await page.evaluate(() => localStorage.getItem('PAY_ORDER_ID'))).toBe(demoOrder.payOrderId);
  });

  test('a paid order shows the success text and new balance, counts down and returns to the player', async ({
    page,
  }) => {
    // The 10 s countdown runs on Playwright's clock, which the test moves on.
    await page.clock.install();
    await openDemo(page);
    await useExample(page, 'getRechargeOrder', 'orderPaid');
    const recorder = recordRequests(page);
    // In-app all the way from the player, as a visitor goes: home → me → top up → pay.
    await page
      .getByRole('link', { name: 'Me' })
      .or(page.getByRole('button', { name: 'Me' }))
      .first()
      .click();
    await page.getByRole('button', { name: 'Top up' }).click();
    await payFor(page);

    await expect(
      page.getByText('Payment completed! Please wait. You will be returned to the home page.'),
    ).toBeVisible();
    await expect(page.getByTestId('pay-new-balance')).toHaveText('1,380');
    const countdown = page.getByTestId('pay-countdown');
    await expect(countdown).toContainText(/Returning in (10|9|8) seconds/);
    await page.clock.runFor(5_000);
    await expect(countdown).toContainText(/Returning in [1-5] seconds?/);
    await expect(page).toHaveURL(/\/qrCode$/);
    await page.clock.runFor(5_000);
    await expect(page).toHaveURL(/\/\?info=demo-th$/);

    expect(await page.evaluate(() => localStorage.getItem('PAY_ORDER_ID'))).toBeNull();
    const purchase = trackedEvents(recorder).filter((event) => event.event === 'Purchase');
    expect(purchase).toHaveLength(1);
    expect(purchase[0]?.properties).toMatchObject({ value: 59, currency: 'THB' });
  });

  test('a failed order shows the payment error and a way back to top up', async ({ page }) => {
    await openDemo(page);
    await useExample(page, 'getRechargeOrder', 'orderFailed');
    await page.goto('/recharge');
    await payFor(page);
    await expect(page.getByText('Payment error occurred! Please try again later.')).toBeVisible();
    await page.getByRole('button', { name: 'Top up' }).click();
    await expect(page).toHaveURL(/\/recharge$/);
  });

  test('an expired order says so and makes a new order in one tap', async ({ page }) => {
    await openDemo(page);
    await useExample(page, 'getRechargeOrder', 'orderExpired');
    await page.goto('/recharge');
    const recorder = recordRequests(page);
    await payFor(page);
    await expect(page.getByText('This order has expired.')).toBeVisible();

    await useExample(page, 'getRechargeOrder', 'orderPending');
    await page.getByRole('button', { name: 'Create a new order' }).click();
    expect(await decodeQr(page)).toBe(demoOrder.paymentContent);
    const orders = recorder.to(ORDER_PATH, 'POST');
    expect(orders).toHaveLength(2);
    expect(orders[1]?.body).toEqual(orders[0]?.body);
    expect(orders[1]?.headers['idempotency-key']).not.toBe(orders[0]?.headers['idempotency-key']);
  });

  test('a reload on /qrCode resumes the same order', async ({ page }) => {
    await openDemo(page);
    await page.goto('/recharge');
    await payFor(page);
    expect(await decodeQr(page)).toBe(demoOrder.paymentContent);

    const recorder = recordRequests(page);
    await page.reload();
    expect(await decodeQr(page)).toBe(demoOrder.paymentContent);
    await expect(page.getByTestId('pay-amount')).toHaveText(/THB\s59\.00/);
    await expect.poll(() => recorder.to(statusPath, 'GET').length).toBeGreaterThan(0);
    expect(recorder.to(ORDER_PATH, 'POST')).toHaveLength(0);
  });

  test('a double tap on pay creates one order', async ({ page }) => {
    await openDemo(page);
    // The answer is held until both taps are in, so the second lands while the first is still under way.
    const answer = await holdRequests(page, `**${ORDER_PATH}`);
    await page.goto('/recharge');
    const recorder = recordRequests(page);
    await page.getByRole('radio', { name: /THB\s59\.00/ }).click();
    // Two taps in the same moment, before React can re-render the button as disabled.
    await page.getByRole('button', { name: /^Pay THB\s59\.00$/ }).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await answer.sent;
    answer.release();
    await expect(page).toHaveURL(/\/qrCode$/);
    expect(recorder.to(ORDER_PATH, 'POST')).toHaveLength(1);
  });

  test('the whole series is offered to a visitor coming from a locked episode', async ({ page }) => {
    await openDemo(page);
    await page.goto('/recharge');
    await expect(page.getByRole('radio', { name: /THB\s59\.00/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Unlock the whole series/ })).toHaveCount(0);

    await page.goto('/recharge?episode=6');
    const recorder = recordRequests(page);
    await page.getByRole('radio', { name: /Unlock the whole series/ }).click();
    await page.getByRole('button', { name: /^Pay THB\s199\.00$/ }).click();
    await expect(page).toHaveURL(/\/qrCode$/);
    expect(recorder.to(ORDER_PATH, 'POST')[0]?.body).toEqual({
      packageId: 'pkg_th_series_10086',
      dramaId: '10089',
      episodeNumber: 6,
    });
  });
});
