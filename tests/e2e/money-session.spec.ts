import { expect, test } from '@playwright/test';
import { holdRequests } from '../support/control';
import { expectPlaying, navButton, openDrama, reachLockedEpisode } from './player-helpers';
import { credentials, openDemo, screenOf } from './account-fixtures';
import { demoGuest, recordRequests } from './session-helpers';

// Paying and the session: a tap made while the first guest is still being registered waits for it and goes on
// (it never sends the visitor to /login), and a tab's account is its own drama's user's.

const UNLOCK = '/h5/drama_video/unlock';
const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

test('an unlock tapped while the first guest is being registered waits for it, then unlocks: no /login', async ({
  page,
}) => {
  const registration = await holdRequests(page, '**/h5/auth/register');
  const calls = recordRequests(page);
  // Free episodes play while the guest is being registered; the visitor reaches the first locked one.
  const dialog = await reachLockedEpisode(page);
  await registration.sent;
  const unlockNow = dialog.getByRole('button', { name: 'Unlock now' });
  await unlockNow.click();
  await expect(dialog.getByRole('button', { name: 'Unlocking…' })).toBeDisabled();
  expect(calls.to(UNLOCK, 'POST')).toHaveLength(0);

  registration.release();
  await expect(page.getByRole('status').getByText('Unlocked successfully', { exact: false })).toBeVisible();
  await expectPlaying(page, 6);
  const unlocks = calls.to(UNLOCK, 'POST');
  expect(unlocks).toHaveLength(1);
  expect(unlocks[0]?.headers.authorization).toBe(`Bearer ${demoGuest.token}`);
  await expect(page).toHaveURL(/\/\?info=demo-th$/);
  await expect(page.getByText(SESSION_EXPIRED)).toHaveCount(0);
});

test('/mine opened while the first guest is being registered shows loading, then fills in: no dead Retry', async ({
  page,
}) => {
  const registration = await holdRequests(page, '**/h5/auth/register');
  await openDrama(page, 'dramaSG');
  await expectPlaying(page, 1);
  await registration.sent;
  await navButton(page, 'Me').click();
  await expect(page).toHaveURL(/\/mine$/);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page.getByTestId('wallet-balance')).toHaveCount(0);

  registration.release();
  await expect(page.getByTestId('wallet-balance')).toHaveText('720');
  await expect(page.getByText(`ID: ${demoGuest.h5UserId}`, { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page.getByText(SESSION_EXPIRED)).toHaveCount(0);
});

test("a tab's bound e-mail stays its own when another tab opens another drama's guest", async ({ page, context }) => {
  await openDemo(page);
  await page.goto('/settings');
  const settings = screenOf(page, 'settings');
  const bind = screenOf(page, 'bindAccount');
  await settings.getByRole('link', { name: 'Bind account and password' }).click();
  await bind.getByRole('textbox', { name: 'Account' }).fill(credentials.email);
  await bind.getByLabel('Password', { exact: true }).fill(credentials.password);
  await bind.getByRole('button', { name: 'Bind now' }).click();
  await expect(settings.getByText(`Bound e-mail: ${credentials.email}`)).toBeVisible();

  // An ad for another drama, opened in a second tab: a new guest, without an e-mail, is now the last session.
  const other = await context.newPage();
  await other.goto('/?info=demo-other');
  await other.waitForFunction(() => 'demo-other' in JSON.parse(localStorage.getItem('USER_INFO_DICT') ?? '{}'));
  expect(await page.evaluate(() => localStorage.getItem('EMAIL'))).toBeNull();

  await expect(settings.getByText(`Bound e-mail: ${credentials.email}`)).toBeVisible();
  await expect(settings.getByRole('link', { name: 'Bind account and password' })).toHaveCount(0);
});
