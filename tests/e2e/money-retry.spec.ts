import { expect, test, type Page, type Response, type Route } from '@playwright/test';
import { pauseClock } from '../support/control';
import { expectPlaying, reachLockedEpisode, recordRequests } from './player-helpers';
import { createOrder, demoOrder, openDemo, ORDER_CHECK, useExample } from './wallet-helpers';

// A paying call whose answer is lost (a gateway's 502, a 504, a timeout) may have charged: the retry the
// visitor makes sends the same Idempotency-Key, so the server answers it once; the visitor is told, in their
// language, and the button is back.

const UNLOCK = '/h5/drama_video/unlock';
const ORDER = '/h5/recharge/order';
const UNLOCK_LOST = "We couldn't confirm the unlock. Tap again: you won't be charged twice.";
const ORDER_LOST = "We couldn't confirm your order. Tap Pay again: you won't be charged twice.";

type Answer = Exclude<Parameters<Route['fulfill']>[0], undefined>;

/** The next POSTs to `path` get these answers in turn instead of reaching the server. */
async function answerInstead(page: Page, path: string, ...answers: Answer[]) {
  const queue = [...answers];
  await page.route(`**${path}`, (route: Route) => {
    const answer = route.request().method() === 'POST' ? queue.shift() : undefined;
    return answer ? route.fulfill(answer) : route.fallback();
  });
}

/** The next POSTs to `path` get a gateway's page, one for each status in turn. */
const gatewayFails = (page: Page, path: string, ...statuses: (502 | 504)[]) =>
  answerInstead(
    page,
    path,
    ...statuses.map((status) => ({
      status,
      contentType: 'text/html',
      body: `<html><h1>${status} Gateway</h1></html>`,
    })),
  );

test('a 502, then a 504 on unlock: told each time, the button is back, and every retry sends the same key', async ({
  page,
}) => {
  const dialog = await reachLockedEpisode(page);
  await gatewayFails(page, UNLOCK, 502, 504);
  const calls = recordRequests(page);
  const unlockNow = dialog.getByRole('button', { name: 'Unlock now' });
  const told = dialog.getByRole('alert');
  await unlockNow.click();
  await expect(told).toHaveText(UNLOCK_LOST);
  // The app asks the server what happened: the balance and the drama again.
  await expect.poll(() => calls.of('getBalance').length).toBeGreaterThan(0);
  await expect.poll(() => calls.of('getDramaInfo').length).toBeGreaterThan(0);

  await unlockNow.click();
  await expect.poll(() => calls.to(UNLOCK, 'POST').length).toBe(2);
  await expect(told).toHaveText(UNLOCK_LOST);
  await expect(unlockNow).toBeEnabled();

  await unlockNow.click();
  await expect(page.getByRole('status').getByText('Unlocked successfully · Balance 690 coins')).toBeVisible();
  await expectPlaying(page, 6);
  const keys = calls.to(UNLOCK, 'POST').map((call) => call.headers['idempotency-key']);
  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(1);
});

test('an unlock whose answer was lost is retried with the same key after a reload', async ({ page }) => {
  const dialog = await reachLockedEpisode(page);
  await gatewayFails(page, UNLOCK, 502);
  const calls = recordRequests(page);
  await dialog.getByRole('button', { name: 'Unlock now' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  const [lost] = calls.to(UNLOCK, 'POST').map((call) => call.headers['idempotency-key']);

  await page.reload();
  const again = page.getByRole('dialog', { name: 'Unlock Episode 6' });
  await expect(again).toBeVisible();
  await again.getByRole('button', { name: 'Unlock now' }).click();
  await expectPlaying(page, 6);
  const keys = calls.to(UNLOCK, 'POST').map((call) => call.headers['idempotency-key']);
  expect(keys).toEqual([lost, lost]);
});

test('a 502, then a 504 on order creation: told each time, and Pay again brings back the same order', async ({
  page,
}) => {
  await openDemo(page);
  await page.goto('/recharge');
  await gatewayFails(page, ORDER, 502, 504);
  const calls = recordRequests(page);
  await page.getByRole('radio', { name: /THB\s59\.00/ }).click();
  const pay = page.getByRole('button', { name: /^Pay THB\s59\.00$/ });
  const told = page.getByRole('alert');
  await pay.click();
  await expect(told).toHaveText(ORDER_LOST);
  await expect(page).toHaveURL(/\/recharge$/);

  await pay.click();
  await expect.poll(() => calls.to(ORDER, 'POST').length).toBe(2);
  await expect(told).toHaveText(ORDER_LOST);
  await expect(page).toHaveURL(/\/recharge$/);

  await pay.click();
  await expect(page).toHaveURL(/\/qrCode$/);
  await expect(page.getByText(`Order ID: ${demoOrder.payOrderId}`)).toBeVisible();
  const orders = calls.to(ORDER, 'POST');
  expect(orders).toHaveLength(3);
  expect(new Set(orders.map((order) => order.headers['idempotency-key'])).size).toBe(1);
  expect(orders[1]?.body).toEqual(orders[0]?.body);
  expect(orders[2]?.body).toEqual(orders[0]?.body);
});

test('an unlock the server made behind a lost answer plays once the drama, asked for again, says so', async ({
  page,
}) => {
  const dialog = await reachLockedEpisode(page);
  await gatewayFails(page, UNLOCK, 502);
  // The server charged before its gateway failed: from now on its drama has episode 6 unlocked.
  await page.route('**/h5/drama_video/info?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      data: { dramaUrl: { episodeNumber: number; videoUrl: string; locked: boolean }[] };
    };
    const episode6 = body.data.dramaUrl.find((episode) => episode.episodeNumber === 6)!;
    Object.assign(episode6, { locked: false, videoUrl: '/demo-media/ep6.mp4' });
    await route.fulfill({ response, json: body });
  });
  const calls = recordRequests(page);
  await dialog.getByRole('button', { name: 'Unlock now' }).click();
  await expect(dialog).toBeHidden();
  await expectPlaying(page, 6);
  expect(calls.to(UNLOCK, 'POST')).toHaveLength(1);
});

// Servers answer in more ways than success and refusal: only those two are definite. A 409 (a request with
// this key still in progress), a rate limiter's 429 and an error code the contract does not document, even in
// an HTTP 200, say nothing about the charge: the key stays.

/** An answer in the contract's envelope, as a server (or a rate limiter in front of it) would give it. */
const answerOf = (status: number, code: number, msg: string, headers: Record<string, string> = {}): Answer => ({
  status,
  contentType: 'application/json',
  headers,
  body: JSON.stringify({ code, data: null, msg }),
});
const IN_PROGRESS = answerOf(409, 409, 'Your request is still being processed');
const RATE_LIMITED = answerOf(429, 429, 'Too many requests, please try again shortly', { 'Retry-After': '1' });
const ERROR_IN_200 = answerOf(200, 5000, 'System busy');
const postTo = (path: string) => (response: Response) =>
  response.url().endsWith(path) && response.request().method() === 'POST';

test('a 409 in progress, a 429 and an error code in a 200 on unlock: each keeps the key, the retry unlocks once', async ({
  page,
}) => {
  const dialog = await reachLockedEpisode(page);
  await answerInstead(page, UNLOCK, IN_PROGRESS, RATE_LIMITED, ERROR_IN_200);
  const calls = recordRequests(page);
  const unlockNow = dialog.getByRole('button', { name: 'Unlock now' });
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const answered = page.waitForResponse(postTo(UNLOCK));
    await unlockNow.click();
    await answered;
    await expect(dialog.getByRole('alert')).toHaveText(UNLOCK_LOST);
    await expect(unlockNow).toBeEnabled();
  }
  await unlockNow.click();
  await expect(page.getByRole('status').getByText('Unlocked successfully · Balance 690 coins')).toBeVisible();
  await expectPlaying(page, 6);
  const keys = calls.to(UNLOCK, 'POST').map((call) => call.headers['idempotency-key']);
  expect(keys).toHaveLength(4);
  expect(new Set(keys).size).toBe(1);
});

test('a 409 in progress, a 429 and an error code in a 200 on order creation: Pay again brings back the same order', async ({
  page,
}) => {
  await openDemo(page);
  await page.goto('/recharge');
  await answerInstead(page, ORDER, IN_PROGRESS, RATE_LIMITED, ERROR_IN_200);
  const calls = recordRequests(page);
  await page.getByRole('radio', { name: /THB\s59\.00/ }).click();
  const pay = page.getByRole('button', { name: /^Pay THB\s59\.00$/ });
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const answered = page.waitForResponse(postTo(ORDER));
    await pay.click();
    await answered;
    await expect(page.getByRole('alert')).toHaveText(ORDER_LOST);
    await expect(page).toHaveURL(/\/recharge$/);
  }
  await pay.click();
  await expect(page.getByText(`Order ID: ${demoOrder.payOrderId}`)).toBeVisible();
  const orders = calls.to(ORDER, 'POST');
  expect(orders).toHaveLength(4);
  expect(new Set(orders.map((order) => order.headers['idempotency-key'])).size).toBe(1);
});

test("a 429 and a gateway's HTML 404 on the order's checks: the QR page keeps waiting, and completes when paid", async ({
  page,
}) => {
  await page.clock.install();
  await openDemo(page);
  await createOrder(page);
  await expect(page.getByText(`Order ID: ${demoOrder.payOrderId}`)).toBeVisible();
  // The QR page opened again (its order is kept for the tab), its checks answered by the test from the first.
  await page.goto('about:blank');
  const failures: Answer[] = [
    RATE_LIMITED,
    { status: 404, contentType: 'text/html', body: '<html><h1>404 Not Found</h1></html>' },
  ];
  await page.route(ORDER_CHECK, (route) => {
    const failure = failures.shift();
    return failure ? route.fulfill(failure) : route.fallback();
  });
  await useExample(page, 'getRechargeOrder', 'orderPaid');
  const answered = (status: number) =>
    page.waitForResponse((response) => ORDER_CHECK.test(response.url()) && response.status() === status);
  const [rateLimited, gatewayPage, paid] = [answered(429), answered(404), answered(200)];
  await page.goto('/qrCode');
  await rateLimited;
  // From here the checks come only as the test moves the clock: after one failure 4 s, after two 8 s.
  await pauseClock(page);
  await expect(page.getByText(`Order ID: ${demoOrder.payOrderId}`)).toBeVisible();
  await expect(page.getByText('Payment error occurred! Please try again later.')).toHaveCount(0);
  await page.clock.runFor(4_000);
  await gatewayPage;
  await page.clock.runFor(8_000);
  await paid;
  await page.clock.resume();
  await expect(page.getByText('Payment completed! Please wait. You will be returned to the home page.')).toBeVisible();
  await expect(page.getByText('Payment error occurred! Please try again later.')).toHaveCount(0);
});

// A rate limiter that says how long to wait on unlock: money-fake-server.spec.ts, against a server that counts charges.
test('a 429 asking for a minute on order creation: Pay sends nothing until then, and says so', async ({ page }) => {
  await page.clock.install();
  await openDemo(page);
  await page.goto('/recharge');
  await answerInstead(page, ORDER, answerOf(429, 429, 'Too many requests', { 'Retry-After': '60' }));
  const calls = recordRequests(page);
  await page.getByRole('radio', { name: /THB\s59\.00/ }).click();
  const pay = page.getByRole('button', { name: /^Pay THB\s59\.00$/ });
  await pay.click();
  await expect(page.getByRole('alert')).toHaveText(ORDER_LOST);
  await pauseClock(page);
  await pay.click();
  await expect(pay).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveText(ORDER_LOST);
  expect(calls.to(ORDER, 'POST')).toHaveLength(1);
  await page.clock.runFor(60_000);
  await page.clock.resume();
  await pay.click();
  await expect(page.getByText(`Order ID: ${demoOrder.payOrderId}`)).toBeVisible();
  const keys = calls.to(ORDER, 'POST').map((call) => call.headers['idempotency-key']);
  expect(keys).toHaveLength(2);
  expect(new Set(keys).size).toBe(1);
});

// A success that did not open the episode (a race on the server) may have charged: the next tap sends the same
// key. So does one whose data cannot be read. Neither breaks the page.
test('an unlock answered success without the episode asked for: told, and the next tap sends the same key', async ({
  page,
}) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  const dialog = await reachLockedEpisode(page);
  const withoutIt = { code: 0, data: { balance: 690, seriesUnlocked: false, unlocked: [] }, msg: 'success' };
  const unreadable = { code: 0, data: null, msg: 'success' };
  await answerInstead(
    page,
    UNLOCK,
    { status: 200, contentType: 'application/json', body: JSON.stringify(withoutIt) },
    { status: 200, contentType: 'application/json', body: JSON.stringify(unreadable) },
  );
  const calls = recordRequests(page);
  const unlockNow = dialog.getByRole('button', { name: 'Unlock now' });
  await unlockNow.click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Episode 6 is still locked. The episode list has been refreshed; please try again.',
  );
  await expect(unlockNow).toBeEnabled();
  await unlockNow.click();
  await expect(dialog.getByRole('alert')).toHaveText(UNLOCK_LOST);
  await unlockNow.click();
  await expectPlaying(page, 6);
  const keys = calls.to(UNLOCK, 'POST').map((call) => call.headers['idempotency-key']);
  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(1);
  expect(errors).toEqual([]);
});
