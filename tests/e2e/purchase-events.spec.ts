import { expect, test, type Page } from '@playwright/test';
import { createOrder, demoOrder, openDemo, useExample } from './wallet-helpers';

// Purchase is delivered, not only sent: a Purchase the network lost (a gateway's 502, a dropped connection)
// is kept (EVENT_OUTBOX) and sent again with the same eventId when the app comes back to the foreground,
// back online or starts again, until the server has accepted it; and never twice once it has.

const TRACK = '**/tt/event/track';

interface PurchaseCall {
  eventId: string;
  /** The HTTP status, or 0 when no answer came. */
  status: number;
}

/** Every Purchase the page sends from now on (across reloads), with how it was answered. */
function recordPurchases(page: Page): PurchaseCall[] {
  const calls: PurchaseCall[] = [];
  const purchaseId = (body: unknown) =>
    (body as { event?: string } | null)?.event === 'Purchase' ? (body as { eventId: string }).eventId : null;
  page.on('response', (response) => {
    const eventId = response.url().endsWith('/tt/event/track') && purchaseId(response.request().postDataJSON());
    if (eventId) calls.push({ eventId, status: response.status() });
  });
  page.on('requestfailed', (request) => {
    const eventId = request.url().endsWith('/tt/event/track') && purchaseId(request.postDataJSON());
    if (eventId) calls.push({ eventId, status: 0 });
  });
  return calls;
}

/** The first Purchase gets a gateway's 502, or loses its connection; every other call goes through. */
async function loseFirstPurchase(page: Page, how: 'gateway' | 'connection'): Promise<void> {
  let lost = false;
  await page.route(TRACK, (route) => {
    const body = route.request().postDataJSON() as { event?: string } | null;
    if (lost || body?.event !== 'Purchase') return route.fallback();
    lost = true;
    if (how === 'connection') return route.abort('internetdisconnected');
    return route.fulfill({ status: 502, contentType: 'text/html', body: '<html><h1>502 Bad Gateway</h1></html>' });
  });
}

const outbox = (page: Page) => page.evaluate(() => localStorage.getItem('EVENT_OUTBOX'));

/**
 * A pending order, paid in the banking app; the app opened again finds it paid (the pending-order watcher:
 * no countdown, and no check once the order is complete) and its Purchase is lost. No timer of the app sends
 * it again: what does is what the test does next.
 */
async function payAndLosePurchase(page: Page, how: 'gateway' | 'connection') {
  await openDemo(page);
  await createOrder(page);
  await expect(page.getByText(`Order ID: ${demoOrder.payOrderId}`)).toBeVisible();
  await page.goto('about:blank');
  const purchases = recordPurchases(page);
  await loseFirstPurchase(page, how);
  await useExample(page, 'getRechargeOrder', 'orderPaid');
  await page.goto('/?info=demo-th');
  await expect(page.getByRole('status').getByText('Payment received: 660 coins added to your balance')).toBeVisible();
  await expect.poll(() => purchases.map((call) => call.status)).toEqual([how === 'gateway' ? 502 : 0]);
  expect(await outbox(page)).toContain(purchases[0]!.eventId);
  return purchases;
}

const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((next) => {
    Object.defineProperty(document, 'visibilityState', { value: next, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

/**
 * Reloads and resolves once the app has a user again (its visit report is sent then, as the outbox is looked
 * at) and any round of the outbox under way is over: with nothing kept, none starts.
 */
async function reloadAndSettle(page: Page) {
  const visit = page.waitForRequest('**/h5/user_action/add');
  await page.reload();
  await visit;
  await page.evaluate(() => navigator.locks.request('event-outbox:send', () => null));
}

test('a Purchase answered 502 is sent again back in the foreground, with its eventId, and accepted once', async ({
  page,
}) => {
  const purchases = await payAndLosePurchase(page, 'gateway');
  const [lost] = purchases;

  await setVisibility(page, 'hidden');
  await setVisibility(page, 'visible');
  await expect.poll(() => purchases.map((call) => call.status)).toEqual([502, 200]);
  expect(purchases[1]?.eventId).toBe(lost?.eventId);
  await expect.poll(() => outbox(page)).toBeNull();

  // Accepted: a reload, and the app back in the foreground again, send no second Purchase.
  await reloadAndSettle(page);
  await setVisibility(page, 'hidden');
  await setVisibility(page, 'visible');
  await page.evaluate(() => navigator.locks.request('event-outbox:send', () => null));
  expect(purchases).toHaveLength(2);
});

test('a Purchase whose connection dropped is sent again once the phone is back online', async ({ page }) => {
  const purchases = await payAndLosePurchase(page, 'connection');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => purchases.map((call) => call.status)).toEqual([0, 200]);
  expect(new Set(purchases.map((call) => call.eventId)).size).toBe(1);
  await expect.poll(() => outbox(page)).toBeNull();
});

test('a Purchase lost before the app was closed is sent when it is opened again, with its eventId', async ({
  page,
}) => {
  const purchases = await payAndLosePurchase(page, 'gateway');
  await page.reload();
  await expect.poll(() => purchases.map((call) => call.status)).toEqual([502, 200]);
  expect(purchases[1]?.eventId).toBe(purchases[0]?.eventId);
  await expect.poll(() => outbox(page)).toBeNull();
});
