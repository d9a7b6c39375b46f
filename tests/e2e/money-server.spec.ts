import { expect, test } from '@playwright/test';
import { fakeServer, gatewayPage, inProgress } from '../support/fake-server';
import { expectPlaying, recordRequests, reachLockedEpisode } from './player-helpers';

// Against a server with state (tests/support/fake-server.ts): what the server did behind an answer the visitor
// never got, and how many times it charged.

test('the server unlocked, its gateway answered 502: the drama, asked again, plays the episode; one charge', async ({
  page,
}) => {
  const server = await fakeServer(page);
  const dialog = await reachLockedEpisode(page);
  server.bend('unlockEpisode', { afterCharging: gatewayPage(502) });
  await dialog.getByRole('button', { name: 'Unlock now' }).click();
  await expect(dialog).toBeHidden();
  await expectPlaying(page, 6);
  expect(server.charges).toEqual([30]);
});

test('a 504 while the server works, a 409 to the retry, then its first answer: one charge, one key', async ({
  page,
}) => {
  const server = await fakeServer(page);
  const dialog = await reachLockedEpisode(page);
  // The first attempt reaches the server only once its gateway has given up; the retry finds it still at work.
  server.bend('unlockEpisode', { instead: gatewayPage(504) }, { instead: inProgress });
  const calls = recordRequests(page);
  const unlockNow = dialog.getByRole('button', { name: 'Unlock now' });
  await unlockNow.click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await unlockNow.click();
  await expect.poll(() => calls.to('/h5/drama_video/unlock', 'POST').length).toBe(2);
  await expect(unlockNow).toBeEnabled();
  await unlockNow.click();
  await expect(page.getByRole('status').getByText('Unlocked successfully · Balance 690 coins')).toBeVisible();
  await expectPlaying(page, 6);
  expect(server.charges).toEqual([30]);
  const keys = calls.to('/h5/drama_video/unlock', 'POST').map((call) => call.headers['idempotency-key']);
  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(1);
});
