import { expect, test } from '@playwright/test';
import { holdRequests } from '../support/control';
import { expectPlaying, reachLockedEpisode } from './player-helpers';
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
