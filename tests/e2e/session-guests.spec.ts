import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectPlaying, reachLockedEpisode } from './player-helpers';
import { operationOf } from '../support/prefer';
import { recordRequests, useExample, waitForUser } from './session-helpers';

// Guests are per drama key: a visitor who watches drama A, opens an ad for drama B and then A's link again is
// A's guest again, with A's token; and a tab on A never pays with B's guest, whatever another tab opened.

/**
 * Prism registers every guest as the same user; here each registration gets a user of its own (Prism's
 * answer, renumbered), so a test can tell whose token a call carries.
 */
async function distinctGuests(target: BrowserContext) {
  let registered = 0;
  await target.route('**/h5/auth/register', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { h5UserId: string; username: string; token: string } };
    registered += 1;
    const id = `9000000${registered}`;
    body.data = { h5UserId: id, username: `Guest_${id}`, token: `token-guest-${registered}` };
    await route.fulfill({ response, json: body });
  });
  return () => registered;
}

/** Opens drama `key`'s link and waits for the guest filed under that key (an earlier drama's USER_ID is no sign). */
async function open(page: Page, key: string) {
  await page.goto(`/?info=${key}`);
  await waitForUser(page);
  await page.waitForFunction(
    (dramaKey) => {
      const dict = JSON.parse(localStorage.getItem('USER_INFO_DICT') ?? '{}') as Record<string, unknown>;
      return dramaKey in dict;
    },
    key,
    { timeout: 15_000 },
  );
  await expect(page.getByRole('navigation')).toBeVisible();
}

test("back on drama A after drama B: A's guest again, with its token, and no third guest", async ({ context }) => {
  const registered = await distinctGuests(context);
  const page = await context.newPage();
  await useExample(page, 'getDramaInfo', 'dramaSG');
  await open(page, 'drama-a');
  // B's page asks for its balance (as B's guest) once it has started: waited for, so that every balance
  // call recorded below comes from A's page.
  const balanceOfB = page.waitForRequest(
    (request) => operationOf(request.method(), new URL(request.url()).pathname) === 'getBalance',
  );
  await open(page, 'drama-b');
  await balanceOfB;
  expect(registered()).toBe(2);

  const calls = recordRequests(page);
  await open(page, 'drama-a');
  expect(registered()).toBe(2);
  expect(await page.evaluate(() => localStorage.getItem('USER_ID'))).toBe('90000001');
  // The drama itself is asked for as A's guest (its unlocked episodes are A's), and so is the balance.
  await expect.poll(() => calls.of('getBalance').length).toBeGreaterThan(0);
  expect(calls.of('getDramaInfo').at(-1)?.headers.authorization).toBe('Bearer token-guest-1');
  expect(calls.of('getBalance').at(-1)?.headers.authorization).toBe('Bearer token-guest-1');
  // And B's guest is still filed under B.
  const dict = await page.evaluate(() => JSON.parse(localStorage.getItem('USER_INFO_DICT') ?? '{}') as object);
  expect(dict).toMatchObject({ 'drama-a': { id: '90000001' }, 'drama-b': { id: '90000002' } });
});

test("a tab on drama A unlocks as A's guest after another tab opened drama B", async ({ context }) => {
  await distinctGuests(context);
  await useExample(context, 'getDramaInfo', 'dramaSG');
  const tabA = await context.newPage();
  await open(tabA, 'drama-a');
  const tabB = await context.newPage();
  await open(tabB, 'drama-b');
  expect(await tabB.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBe('token-guest-2');

  await tabA.bringToFront();
  const calls = recordRequests(tabA);
  const paywall = await reachLockedEpisode(tabA, { open: false });
  await paywall.getByRole('button', { name: 'Unlock now' }).click();
  await expectPlaying(tabA, 6);
  expect(calls.of('unlockEpisode').map((call) => call.headers.authorization)).toEqual(['Bearer token-guest-1']);
});
