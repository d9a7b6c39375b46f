import { expect, test, type Locator, type Page } from '@playwright/test';
import { holdRequests, pauseClock } from '../support/control';
import {
  errorCodeIn200,
  fakeServer,
  fromCache,
  gatewayPage,
  tooManyRequests,
  withoutTheEpisode,
} from '../support/fake-server';
import { expectPlaying, reachLockedEpisode, recordRequests } from './player-helpers';
import { createOrder, openDemo, ORDER_CHECK, PACKAGE_59, payFor, SERIES_PACKAGE } from './wallet-helpers';

// Against a server with state (tests/support/fake-server.ts), bent the ways real servers answer: what the visitor
// sees, and what the server did (its charges, its orders, the tracking events it accepted).

const UNLOCK = '/h5/drama_video/unlock';
const UNLOCK_LOST = "We couldn't confirm the unlock. Tap again: you won't be charged twice.";
const PAYMENT_COMPLETED = 'Payment completed! Please wait. You will be returned to the home page.';
const PAYMENT_ERROR = 'Payment error occurred! Please try again later.';
const WAITING = 'After paying, please wait for the system to confirm.';

const unlockKeys = (calls: ReturnType<typeof recordRequests>) =>
  calls.to(UNLOCK, 'POST').map((call) => call.headers['idempotency-key']);

const unlocked = (page: Page) => page.getByRole('status').getByText('Unlocked successfully · Balance 690 coins');

/** The episode unlocked and plays; the server charged once, and both taps carried the same Idempotency-Key. */
async function expectUnlockedOnce(
  page: Page,
  server: Awaited<ReturnType<typeof fakeServer>>,
  calls: ReturnType<typeof recordRequests>,
) {
  await expect(unlocked(page)).toBeVisible();
  await expectPlaying(page, 6);
  expect(server.charges).toEqual([30]);
  const keys = unlockKeys(calls);
  expect(keys).toHaveLength(2);
  expect(new Set(keys).size).toBe(1);
}

/** The next answer to the drama's info, once the app asks for it again. */
const dramaAskedAgain = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/h5/drama_video/info?'));

test('unlock answered 429 with Retry-After: the next tap waits it out, busy, then the same key unlocks; one charge', async ({
  page,
}) => {
  await page.clock.install();
  const server = await fakeServer(page);
  const dialog = await reachLockedEpisode(page);
  // A rate limiter in front: the server never sees the tap, and refuses every call for the next 10 s.
  server.bend('unlockEpisode', { instead: tooManyRequests(10) });
  const calls = recordRequests(page);
  const unlockNow = dialog.getByRole('button', { name: 'Unlock now' });
  await unlockNow.click();
  await expect(dialog.getByRole('alert')).toHaveText(UNLOCK_LOST);
  // From here no timer of the app fires unless the test moves the clock.
  await pauseClock(page);
  await unlockNow.click();
  const busy = dialog.getByRole('button', { name: 'Unlocking…' });
  await expect(busy).toBeDisabled();
  // Nothing is sent before the window ends (the real time between the answer and the pause counts on this clock:
  // a second of margin).
  await page.clock.runFor(9_000);
  await expect(busy).toBeDisabled();
  expect(calls.to(UNLOCK, 'POST')).toHaveLength(1);
  expect(server.charges).toEqual([]);
  await page.clock.runFor(1_100);
  await page.clock.resume();
  await expectUnlockedOnce(page, server, calls);
});

// A server that charged, then answered in a way that leaves the outcome open; the drama, asked again, comes from a
// cache that still has episode 6 locked, so the paywall stays and the visitor taps again.
const chargedButUnclear = [
  {
    title:
      'unlock charged but answered 200 with an error code: told to retry, and the next tap sends the same key; one charge',
    answer: errorCodeIn200,
    told: (dialog: Locator) => expect(dialog.getByRole('alert')).toHaveText(UNLOCK_LOST),
  },
  {
    title:
      'unlock charged but its success does not list the episode: the next tap sends the same key, gets the kept answer and plays',
    answer: withoutTheEpisode,
    told: (dialog: Locator) =>
      expect(dialog.getByRole('status')).toHaveText(
        'Episode 6 is still locked. The episode list has been refreshed; please try again.',
      ),
  },
];
for (const { title, answer, told } of chargedButUnclear) {
  test(title, async ({ page }) => {
    const server = await fakeServer(page);
    const dialog = await reachLockedEpisode(page);
    server.bend('unlockEpisode', { afterCharging: answer });
    server.bend('getDramaInfo', fromCache);
    const calls = recordRequests(page);
    const unlockNow = dialog.getByRole('button', { name: 'Unlock now' });
    const refreshed = dramaAskedAgain(page);
    await unlockNow.click();
    await told(dialog);
    await refreshed;
    expect(server.charges).toEqual([30]);
    await expect(dialog.getByText('690 coins')).toBeVisible();
    await expect(unlockNow).toBeEnabled();

    await unlockNow.click();
    await expectUnlockedOnce(page, server, calls);
  });
}

test("the order's checks answered 429, then a gateway's HTML 404: the QR page keeps waiting, and completes once paid", async ({
  page,
}) => {
  await page.clock.install();
  const server = await fakeServer(page, { balance: 100 });
  await openDemo(page);
  server.bend('getRechargeOrder', { instead: tooManyRequests(1) }, { instead: gatewayPage(404) });
  const answered = (status: number) =>
    page.waitForResponse((response) => ORDER_CHECK.test(response.url()) && response.status() === status);
  const [rateLimited, gatewayAnswered] = [answered(429), answered(404)];
  // The QR page's first check is held until the clock stands still: from then on a check comes only as the test
  // moves the clock (the interval, 2 s, doubled per failure in a row).
  const firstCheck = await holdRequests(page, ORDER_CHECK);
  await createOrder(page);
  const [order] = server.orders;
  await expect(page.getByText(`Order ID: ${order!.payOrderId}`)).toBeVisible();
  await firstCheck.sent;
  await pauseClock(page);
  firstCheck.release();
  await rateLimited;
  await expect(page.getByText(WAITING)).toBeVisible();
  await expect(page.getByText(PAYMENT_ERROR)).toHaveCount(0);

  await page.clock.runFor(4_000);
  await gatewayAnswered;
  await expect(page.getByText(WAITING)).toBeVisible();
  await expect(page.getByText(PAYMENT_ERROR)).toHaveCount(0);

  let pending = answered(200);
  await page.clock.runFor(8_000);
  await pending;
  await expect(page.getByText(WAITING)).toBeVisible();

  server.pay(order!.payOrderId);
  pending = answered(200);
  await page.clock.runFor(2_000);
  await pending;
  await page.clock.resume();
  await expect(page.getByText(PAYMENT_COMPLETED)).toBeVisible();
  expect(server.balance).toBe(760);
  await expect(page.getByTestId('pay-new-balance')).toHaveText('760');
  await expect(page.getByText(PAYMENT_ERROR)).toHaveCount(0);
});

test('a first order paid while the visitor waits on a second: told, one Purchase accepted for it, the second still followed', async ({
  page,
}) => {
  await page.clock.install();
  const server = await fakeServer(page, { balance: 100 });
  await openDemo(page);
  await createOrder(page, SERIES_PACKAGE);
  const [first] = server.orders;
  await expect(page.getByText(`Order ID: ${first!.payOrderId}`)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/recharge\?episode=6$/);
  await payFor(page, PACKAGE_59);
  const [, second] = server.orders;
  await expect(page.getByText(`Order ID: ${second!.payOrderId}`)).toBeVisible();

  // Paid in the banking app: the app's own check of the first (every 5 s, on the clock the test moves) finds it.
  server.pay(first!.payOrderId);
  await page.clock.runFor(5_000);
  await expect(page.getByRole('status').getByText('Payment received: the whole series is unlocked')).toBeVisible();
  const purchases = () => server.events.filter((event) => event.event === 'Purchase');
  await expect
    .poll(purchases)
    .toEqual([expect.objectContaining({ properties: expect.objectContaining({ value: 199, currency: 'THB' }) })]);

  // The second is still on screen, waiting, and still checked: paid, the page says so.
  await expect(page.getByText(`Order ID: ${second!.payOrderId}`)).toBeVisible();
  await expect(page.getByText(WAITING)).toBeVisible();
  server.pay(second!.payOrderId);
  await page.clock.runFor(2_000);
  await expect(page.getByText(PAYMENT_COMPLETED)).toBeVisible();
  await expect(page.getByTestId('pay-new-balance')).toHaveText('760');
  await expect.poll(() => purchases().map((event) => event.properties?.value)).toEqual([199, 59]);
});

const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((next) => {
    Object.defineProperty(document, 'visibilityState', { value: next, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

test('a Purchase the gateway lost is sent again back in the foreground: the server accepts it once, with its eventId', async ({
  page,
}) => {
  await page.clock.install();
  const server = await fakeServer(page);
  await openDemo(page);
  await createOrder(page);
  const [order] = server.orders;
  await expect(page.getByText(`Order ID: ${order!.payOrderId}`)).toBeVisible();
  server.bend('trackEvent', { instead: gatewayPage(502), event: 'Purchase' });
  const lost = page.waitForResponse(
    (response) => response.url().endsWith('/tt/event/track') && response.status() === 502,
  );

  server.pay(order!.payOrderId);
  await page.clock.runFor(2_000);
  await expect(page.getByText(PAYMENT_COMPLETED)).toBeVisible();
  const { eventId } = (await lost).request().postDataJSON() as { eventId: string };
  const purchases = () => server.events.filter((event) => event.event === 'Purchase');
  expect(purchases()).toEqual([]);

  await setVisibility(page, 'hidden');
  await setVisibility(page, 'visible');
  await expect.poll(() => purchases().map((event) => event.eventId)).toEqual([eventId]);

  // Accepted: a reload, and the app back in the foreground again, leave the server with that one Purchase.
  const visit = page.waitForRequest('**/h5/user_action/add');
  await page.reload();
  await visit;
  await setVisibility(page, 'hidden');
  await setVisibility(page, 'visible');
  await page.evaluate(() => navigator.locks.request('event-outbox:send', () => null));
  expect(purchases()).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem('EVENT_OUTBOX'))).toBeNull();
});

test('a paying tap while the guest is still being registered waits, busy, then unlocks: never /login; one charge', async ({
  page,
}) => {
  const server = await fakeServer(page);
  const registration = await server.holdRegistration();
  const dialog = await reachLockedEpisode(page);
  await registration.sent;
  await dialog.getByRole('button', { name: 'Unlock now' }).click();
  await expect(dialog.getByRole('button', { name: 'Unlocking…' })).toBeDisabled();
  expect(server.charges).toEqual([]);

  registration.release();
  await expect(unlocked(page)).toBeVisible();
  await expectPlaying(page, 6);
  expect(server.charges).toEqual([30]);
  await expect(page).toHaveURL(/\/\?info=demo-th$/);
});
