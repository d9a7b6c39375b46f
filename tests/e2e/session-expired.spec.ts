import { expect, test, type Page } from '@playwright/test';
import { expectPlaying, reachLockedEpisode, videoState } from './player-helpers';
import { recordRequests, useExample, waitForUser } from './session-helpers';

// A 401 met while watching: the visitor goes to /login once (docs/product-rules.md, "Calls and failures"), Cancel
// brings them back to where they were and they stay there, free episodes playing, with nothing in the background asking
// again. Guest login and "register an account and log in" then work, and the screen says what happens to the coins.

const expiredNotice =
  'Your session has expired. If you bound an e-mail, log in with it to keep your coins; a guest login or a new account starts without them.';

/** Opens the English drama; the first balance call meets a 401 (an expired token). */
async function watchUntilUnauthorized(page: Page) {
  await useExample(page, 'getDramaInfo', 'dramaSG');
  await useExample(page, 'getBalance', 'unauthorized');
  await page.goto('/?info=demo-th');
  await waitForUser(page);
  await expect(page).toHaveURL(/\/login\?redirectTo=%2F%3Finfo%3Ddemo-th$/);
  await expect(page.getByText(expiredNotice)).toBeVisible();
  // The server is fine again; only the token is gone.
  await useExample(page, 'getBalance', 'balance');
}

test('Cancel on /login returns to the player and stays there, free episodes playing', async ({ page }) => {
  // The app's timers (liveness, the redirect delay) run on Playwright's clock, which the test moves on.
  await page.clock.install();
  await watchUntilUnauthorized(page);
  const calls = recordRequests(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/\?info=demo-th$/);
  await expectPlaying(page, 1);
  // Longer than a liveness period and the redirect delay: nothing leads back to /login, nothing is refused.
  await page.clock.runFor(7_000);
  await expect(page).toHaveURL(/\/\?info=demo-th$/);
  // The episode still plays (real time, which also lets any call those seconds made reach the recorder).
  await expectPlaying(page, (await videoState(page)).episode);
  expect(
    calls.calls.filter((call) => call.headers.authorization === undefined && call.operation !== 'getDramaInfo'),
  ).toEqual([]);
  expect(calls.of('reportAlive')).toHaveLength(0);
  expect(calls.of('getBalance')).toHaveLength(0);
});

test('after a 401, a locked episode leads to /login, and a guest login brings a new guest back there', async ({
  page,
}) => {
  await watchUntilUnauthorized(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  const paywall = await reachLockedEpisode(page, { open: false });
  const calls = recordRequests(page);
  await paywall.getByRole('button', { name: 'Unlock now' }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  expect(calls.of('unlockEpisode')).toHaveLength(0);

  await page.getByRole('button', { name: 'Guest login' }).click();
  await expect(page).toHaveURL(/\/\?info=demo-th$/);
  expect(calls.of('registerGuest')).toHaveLength(1);
  // Signed in again: the balance is asked for with the new token, and the paywall offers the unlock.
  await expect.poll(() => calls.of('getBalance').length).toBeGreaterThan(0);
  expect(calls.of('getBalance')[0]?.headers.authorization).toMatch(/^Bearer /);
  await expect(page.getByRole('dialog', { name: 'Unlock Episode 6' }).getByText('720 coins')).toBeVisible();
});

test('after a 401, "register an account and log in" registers a guest, binds it and logs in', async ({ page }) => {
  await watchUntilUnauthorized(page);
  const calls = recordRequests(page);
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByRole('textbox', { name: 'Account' }).fill('somchai@example.com');
  await page.getByLabel('Password', { exact: true }).fill('s3cret-pass');
  await page.getByRole('button', { name: 'Register an account and log in' }).click();
  await expect(page).toHaveURL(/\/\?info=demo-th$/);
  expect(calls.calls.map((call) => call.operation).filter((id) => /register|reset|login/i.test(id ?? ''))).toEqual([
    'registerGuest',
    'resetEmailAndPassword',
    'login',
  ]);
  // The binding went out with the new guest's token, not without one.
  expect(calls.of('resetEmailAndPassword')[0]?.headers.authorization).toMatch(/^Bearer /);
});
