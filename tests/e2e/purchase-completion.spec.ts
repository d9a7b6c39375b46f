import { expect, test, type Page } from '@playwright/test';
import { expectPlaying, navButton, reachLockedEpisode, videoState } from './player-helpers';
import { holdRequests, pauseClock } from '../support/control';
import { preferHeader } from '../support/prefer';
import {
  createOrder,
  demoOrder,
  openDemo,
  ORDER_CHECK,
  recordRequests,
  trackedEvents,
  useExample,
} from './wallet-helpers';

// A purchase completes wherever the visitor is: the pending order is checked when the app starts and when it
// comes back, Purchase is sent once per order, InitiateCheckout once per checkout, and a series bought with
// money plays at once.

/** /recharge → the 59 THB package → pay; resolves on /qrCode with the order pending. */
async function openPendingOrder(page: Page) {
  await createOrder(page);
  await expect(page.getByText(`Order ID: ${demoOrder.payOrderId}`)).toBeVisible();
}

const purchases = (recorder: ReturnType<typeof recordRequests>) =>
  trackedEvents(recorder).filter((event) => event.event === 'Purchase');

test('relaunched with a paid pending order: the purchase completes on the player, once', async ({ context }) => {
  // The app's checks of a pending order (every 5 s) run on Playwright's clock, which the test moves on.
  await context.clock.install();
  // The visitor scans, pays in the banking app, and the in-app browser is killed meanwhile.
  const first = await context.newPage();
  await openDemo(first);
  await openPendingOrder(first);
  await first.close();

  // They open the ad's link again: a new page, the order paid by now.
  const page = await context.newPage();
  await useExample(page, 'getRechargeOrder', 'orderPaid');
  await useExample(page, 'getDramaInfo', 'dramaSG');
  const recorder = recordRequests(page);
  await page.goto('/?info=demo-th');
  await expect(page.getByRole('status').getByText('Payment received: 660 coins added to your balance')).toBeVisible();
  await expect.poll(() => purchases(recorder).length).toBe(1);
  expect(purchases(recorder)[0]?.properties).toMatchObject({ value: 59, currency: 'THB', contentId: '10089' });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('PAY_ORDER_ID'))).toBeNull();
  // The new balance is the one the order answered with (a fetch under way does not undo it).
  await navButton(page, 'Episodes').click();
  await page.getByRole('button', { name: 'Episode 6, Locked' }).click();
  await expect(page.getByRole('dialog', { name: 'Unlock Episode 6' }).getByText('1380 coins')).toBeVisible();

  // Relaunched again: nothing to complete, nothing sent twice, not even after a check's period.
  await page.reload();
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.clock.runFor(6_000);
  expect(purchases(recorder)).toHaveLength(1);
  expect(recorder.of('getRechargeOrder').length).toBe(1);
});

test('a failed or expired pending order is forgotten, and the visitor told once', async ({ page }) => {
  await openDemo(page);
  await openPendingOrder(page);
  // Off the QR page first: a check of its own that saw the order expired would tell it there, not on the player.
  await page.goto('about:blank');
  await useExample(page, 'getRechargeOrder', 'orderExpired');
  await page.goto('/?info=demo-th');
  await expect(page.getByRole('status').getByText('Your last payment order has expired.')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('PAY_ORDER_ID'))).toBeNull();
});

const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((next) => {
    Object.defineProperty(document, 'visibilityState', { value: next, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

/**
 * With a pending order made and the clock installed: reopens the player with its first check of the order
 * held, and pauses the clock once that check is sent. `answer()` lets it through, answered PENDING: the
 * payment goes through in the banking app while that check is under way.
 */
async function relaunchWithCheckHeld(page: Page) {
  await openPendingOrder(page);
  // The QR page and any check of its are gone before the launch check is held.
  await page.goto('about:blank');
  const launchCheck = await holdRequests(page, ORDER_CHECK, {
    prefer: preferHeader('getRechargeOrder', 'orderPending'),
  });
  await page.goto('/?info=demo-th');
  await launchCheck.sent;
  await pauseClock(page);
  // Paid in the banking app meanwhile: every later check says so.
  await useExample(page, 'getRechargeOrder', 'orderPaid');
  return { recorder: recordRequests(page), answer: launchCheck.release };
}

const paymentReceived = (page: Page) =>
  page.getByRole('status').getByText('Payment received: 660 coins added to your balance');

test('a payment finished in the banking app completes when the app comes back to the foreground', async ({ page }) => {
  await page.clock.install();
  await openDemo(page);
  const { recorder, answer } = await relaunchWithCheckHeld(page);
  await setVisibility(page, 'hidden');
  const launchAnswered = page.waitForResponse(ORDER_CHECK);
  answer();
  await launchAnswered;

  // In the background the app asks nothing, however long it stays there.
  await page.clock.runFor(6_000); // longer than the 5 s between checks
  expect(recorder.of('getRechargeOrder')).toHaveLength(0);

  // Back in front it asks at once (the clock stands still: no timer sends it).
  const check = page.waitForRequest(ORDER_CHECK, { timeout: 10_000 });
  await setVisibility(page, 'visible');
  await check;
  await page.clock.resume();
  await expect(paymentReceived(page)).toBeVisible();
  expect(recorder.of('getRechargeOrder')).toHaveLength(1);
});

test('back in front while a check is under way: one more check as soon as it ends, not a period later', async ({
  page,
}) => {
  await page.clock.install();
  await openDemo(page);
  const { recorder, answer } = await relaunchWithCheckHeld(page);
  await setVisibility(page, 'hidden');
  await setVisibility(page, 'visible');

  // No second check beside the one under way; the next follows its (stale) answer at once, with the
  // clock standing still: without it, the visitor waited the 5 s to the next check.
  const check = page.waitForRequest(ORDER_CHECK, { timeout: 10_000 });
  answer();
  await check;
  await page.clock.resume();
  await expect(paymentReceived(page)).toBeVisible();
  expect(recorder.of('getRechargeOrder')).toHaveLength(1);
});

test('Purchase is sent once per order, across a reload of the paid page and a second tab', async ({ context }) => {
  await context.clock.install();
  const page = await context.newPage();
  await openDemo(page);
  await openPendingOrder(page);
  const other = await context.newPage();
  await useExample(other, 'getDramaInfo', 'dramaSG');
  await other.goto('/?info=demo-th');

  const recorders = [recordRequests(page), recordRequests(other)];
  await useExample(context, 'getRechargeOrder', 'orderPaid');
  await expect(page.getByText('Payment completed! Please wait. You will be returned to the home page.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Payment completed! Please wait. You will be returned to the home page.')).toBeVisible();
  // One Purchase for the order: a send the reload cut short is sent again with the same eventId (the outbox),
  // which the pixel counts once.
  const purchaseIds = () =>
    new Set(recorders.flatMap(purchases).map((event) => (event as { eventId?: string }).eventId));
  await expect.poll(() => recorders.flatMap(purchases).length).toBeGreaterThan(0);
  expect(purchaseIds().size).toBe(1);
  // Past the second tab's next check of the pending order (every 5 s): it has nothing left to check.
  const checks = recorders[1]!.of('getRechargeOrder').length;
  await context.clock.runFor(6_000);
  expect(recorders[1]!.of('getRechargeOrder')).toHaveLength(checks);
  expect(purchaseIds().size).toBe(1);
});

test('InitiateCheckout once per checkout: the paywall top-up, not the pay button nor a new order', async ({ page }) => {
  await useExample(page, 'getBalance', 'zeroBalance');
  await useExample(page, 'getDramaInfo', 'dramaSG');
  await page.goto('/?info=demo-th');
  await expectPlaying(page, 1);
  const recorder = recordRequests(page);
  await navButton(page, 'Episodes').click();
  await page.getByRole('button', { name: 'Episode 6, Locked' }).click();
  await page.getByRole('dialog', { name: 'Unlock Episode 6' }).getByRole('button', { name: 'Top up now' }).click();
  await expect(page).toHaveURL(/\/recharge\?episode=6$/);
  await useExample(page, 'getRechargeOrder', 'orderExpired');
  await page.getByRole('radio', { name: /THB\s59\.00/ }).click();
  await page.getByRole('button', { name: /^Pay THB\s59\.00$/ }).click();
  await expect(page.getByText('This order has expired.')).toBeVisible();
  await useExample(page, 'getRechargeOrder', 'orderPending');
  await page.getByRole('button', { name: 'Create a new order' }).click();
  await expect(page.getByText(`Order ID: ${demoOrder.payOrderId}`)).toBeVisible();
  await expect
    .poll(() => trackedEvents(recorder).map((event) => event.event))
    .toEqual(['InitiateCheckout', 'AddPaymentInfo']);
  expect(trackedEvents(recorder)[0]?.properties).toMatchObject({ contentId: '10089', episodeNumber: 6 });
});

test('a series bought with money plays at once back on the player, with no tap and no reload', async ({ page }) => {
  const paywall = await reachLockedEpisode(page);
  await paywall.getByRole('button', { name: 'Top up now' }).click();

  await useExample(page, 'createRechargeOrder', 'seriesCreated');
  await useExample(page, 'getRechargeOrder', 'orderPaidSeries');
  await page.getByRole('radio', { name: /Unlock the whole series/ }).click();
  await page.getByRole('button', { name: /^Pay THB\s199\.00$/ }).click();
  await expect(page.getByText('Payment completed! Please wait. You will be returned to the home page.')).toBeVisible();
  await page.getByRole('button', { name: 'Back to home' }).click();

  await expect(page).toHaveURL(/\/\?info=demo-th$/);
  await expect(paywall).toBeHidden();
  await expectPlaying(page, 6);
  expect((await videoState(page)).src).toBe('/demo-media/ep6.mp4');
  await navButton(page, 'Episodes').click();
  await expect(page.getByRole('button', { name: /Locked/ })).toHaveCount(0);
});
