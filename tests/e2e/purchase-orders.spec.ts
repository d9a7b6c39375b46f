import { expect, test, type Page } from '@playwright/test';
import { useExampleFor } from '../support/prefer';
import {
  createOrder,
  decodeQr,
  demoOrder,
  openDemo,
  PACKAGE_59,
  payFor,
  recordRequests,
  SERIES_PACKAGE,
  trackedEvents,
  useExample,
} from './wallet-helpers';

// Every order the visitor made is followed until it is final, not only the newest: a visitor who goes back and
// picks another package while the first is still being paid gets the first one's coins or series when it is
// paid. Each tab shows the order it made; /recharge says which are still waiting; an outcome is told once.

/** The whole-series order (THB 199), as Prism's seriesCreated example makes it; the 59 package makes demoOrder. */
const seriesOrder = { payOrderId: 'PO20261122000124', paymentContent: 'https://pay.example/qr/PO20261122000124' };

const orderId = (page: Page, payOrderId: string) => page.getByText(`Order ID: ${payOrderId}`);

/** The orders the app still follows for the session's user (localStorage PENDING_ORDERS), by id. */
const followedIds = (page: Page) =>
  page.evaluate(() => {
    const lists = JSON.parse(localStorage.getItem('PENDING_ORDERS') ?? '{}') as Record<
      string,
      { order: { payOrderId: string } }[]
    >;
    return Object.values(lists).flatMap((list) => list.map((entry) => entry.order.payOrderId));
  });

/** Order A (the whole series), then back and order B (the 59 package): resolves on B's QR page. */
async function orderTwice(page: Page) {
  await useExample(page, 'createRechargeOrder', 'seriesCreated');
  await createOrder(page, SERIES_PACKAGE);
  await expect(orderId(page, seriesOrder.payOrderId)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/recharge\?episode=6$/);
  await useExample(page, 'createRechargeOrder', 'created');
  await payFor(page, PACKAGE_59);
  await expect(orderId(page, demoOrder.payOrderId)).toBeVisible();
}

/**
 * Every text the page puts in a status or alert region from now on (a toast lasts 2.5 s: the test may look after
 * it is gone), in `window.toldTexts`.
 */
const recordTold = (page: Page) =>
  page.addInitScript(() => {
    const told: string[] = [];
    Object.assign(window, { toldTexts: told });
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="status"], [role="alert"]')) {
        const text = region.textContent?.trim();
        if (text && !told.includes(text)) told.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
const toldTexts = (page: Page) => page.evaluate(() => (window as unknown as { toldTexts: string[] }).toldTexts);

/** A task of the page's own: what the app does with an answer it has handled (a toast) is on screen by then. */
const nextTask = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = done;
        channel.port2.postMessage(null);
      }),
  );

test("a first order paid while the visitor waits on a second one's QR: told, Purchase sent, the second still followed", async ({
  page,
}) => {
  await page.clock.install();
  let firstPaid = false;
  await useExampleFor(page, 'getRechargeOrder', (url) =>
    firstPaid && url.pathname.endsWith(seriesOrder.payOrderId) ? 'orderPaidSeries' : 'orderPending',
  );
  await openDemo(page);
  const recorder = recordRequests(page);
  await orderTwice(page);

  // Paid in the banking app: the app's own check of A (every 5 s, on the clock the test moves) finds it.
  firstPaid = true;
  await page.clock.runFor(5_000);
  await expect(page.getByRole('status').getByText('Payment received: the whole series is unlocked')).toBeVisible();
  await expect
    .poll(() => trackedEvents(recorder).filter((event) => event.event === 'Purchase'))
    .toEqual([expect.objectContaining({ properties: expect.objectContaining({ value: 199, currency: 'THB' }) })]);

  // B is still the one on screen, still waiting, and still checked.
  await expect(orderId(page, demoOrder.payOrderId)).toBeVisible();
  await expect(page.getByText('After paying, please wait for the system to confirm.')).toBeVisible();
  await expect.poll(() => followedIds(page)).toEqual([demoOrder.payOrderId]);
  const checksOfB = () => recorder.of('getRechargeOrder').filter((call) => call.path.endsWith(demoOrder.payOrderId));
  const before = checksOfB().length;
  await page.clock.runFor(2_000);
  await expect.poll(() => checksOfB().length).toBeGreaterThan(before);
});

test("/recharge says which orders are still waiting, and each one's button leads back to its QR", async ({ page }) => {
  await openDemo(page);
  await orderTwice(page);
  await page.goto('/recharge');

  const waiting = page.getByRole('listitem').filter({ hasText: /is still waiting/ });
  await expect(waiting).toHaveCount(2);
  const first = waiting.filter({ hasText: /A payment of THB\s199\.00 is still waiting/ });
  await expect(waiting.filter({ hasText: /A payment of THB\s59\.00 is still waiting/ })).toBeVisible();
  // Not the newest order (B, the 59 package): the one the visitor chose.
  await first.getByRole('button', { name: 'Back to payment' }).click();
  await expect(page).toHaveURL(/\/qrCode$/);
  await expect(orderId(page, seriesOrder.payOrderId)).toBeVisible();
  expect(await decodeQr(page)).toBe(seriesOrder.paymentContent);
});

test('a failed order seen on the QR page is not told again on /recharge', async ({ page }) => {
  await recordTold(page);
  await openDemo(page);
  await useExample(page, 'getRechargeOrder', 'orderFailed');
  await createOrder(page);
  await expect(page.getByText('Payment error occurred! Please try again later.')).toBeVisible();
  await page.getByRole('button', { name: 'Top up' }).click();
  await expect(page).toHaveURL(/\/recharge$/);

  // Once the app no longer names the order as pending, whatever its own check had to tell has been told.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('PAY_ORDER_ID'))).toBeNull();
  await nextTask(page);
  expect(await toldTexts(page)).not.toContain('Your last payment did not go through.');
  await expect(page.getByText(/is still waiting/)).toHaveCount(0);
  expect(await followedIds(page)).toEqual([]);
});

test('two tabs each keep showing the QR of the order they made', async ({ context }) => {
  const first = await context.newPage();
  await openDemo(first);
  await createOrder(first);
  await expect(orderId(first, demoOrder.payOrderId)).toBeVisible();

  const second = await context.newPage();
  await openDemo(second);
  await useExample(second, 'createRechargeOrder', 'seriesCreated');
  await createOrder(second, SERIES_PACKAGE);
  await expect(orderId(second, seriesOrder.payOrderId)).toBeVisible();

  // The second tab's order reached the first through storage; the first still shows its own, reloaded too.
  await expect.poll(() => first.evaluate(() => localStorage.getItem('PAY_ORDER_ID'))).toBe(seriesOrder.payOrderId);
  await nextTask(first);
  await expect(orderId(first, demoOrder.payOrderId)).toBeVisible();
  await first.reload();
  await expect(orderId(first, demoOrder.payOrderId)).toBeVisible();
  expect(await decodeQr(first)).toBe(demoOrder.paymentContent);
  await second.reload();
  await expect(orderId(second, seriesOrder.payOrderId)).toBeVisible();
  expect(await decodeQr(second)).toBe(seriesOrder.paymentContent);
  expect(await followedIds(first)).toEqual([demoOrder.payOrderId, seriesOrder.payOrderId]);
});
