import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectPlaying, reachLockedEpisode } from './player-helpers';
import { demoDrama, readStorage, recordRequests, seedStorage } from './session-helpers';

// Records in localStorage are read entry by entry (docs/product-rules.md, "Storage keys"): one entry another
// build or a stale tab left unreadable is set aside under QUARANTINE alone; its neighbours (a drama's
// guest and its coins, a paying intent's Idempotency-Key) are kept.

const guest = (id: string) => ({ id, name: `Guest_${id}`, current: 0, token: `token-${id}` });

/** What was set aside, as localStorage holds it. */
async function quarantined(page: Page) {
  return JSON.parse((await readStorage(page)).QUARANTINE ?? '[]') as { key: string; entry?: string }[];
}

/**
 * Taps "Unlock now" once and loses its answer (a gateway's page instead of the server's: money-retry.spec.ts); the
 * requests recorded from here on, and the Idempotency-Key the lost unlock carried.
 */
async function loseTheUnlock(page: Page, dialog: Locator) {
  let failed = false;
  await page.route('**/h5/drama_video/unlock', (route) => {
    if (route.request().method() !== 'POST' || failed) return route.fallback();
    failed = true;
    return route.fulfill({ status: 502, contentType: 'text/html', body: '<html><h1>502 Gateway</h1></html>' });
  });
  const calls = recordRequests(page);
  await dialog.getByRole('button', { name: 'Unlock now' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  const [lost] = unlockKeys(calls);
  return { calls, lost };
}

const unlockKeys = (calls: ReturnType<typeof recordRequests>) =>
  calls.to('/h5/drama_video/unlock', 'POST').map((call) => call.headers['idempotency-key']);

/** After a reload the paywall of episode 6 is back: "Unlock now" again, and the episode plays. */
async function reloadAndUnlock(page: Page) {
  await page.reload();
  const again = page.getByRole('dialog', { name: 'Unlock Episode 6' });
  await expect(again).toBeVisible();
  await again.getByRole('button', { name: 'Unlock now' }).click();
  await expectPlaying(page, 6);
}

test('an unreadable guest of a third drama costs the others nothing: back on a drama, its own guest', async ({
  page,
}) => {
  await seedStorage(page, {
    // The visitor watched demo-th, then drama-b; a third entry is unreadable.
    USER_INFO_DICT: JSON.stringify({ 'demo-th': guest('555'), 'drama-b': guest('777'), 'drama-c': { id: 5 } }),
    SECRET_KEY: 'drama-b',
    USER_ID: '777',
    USER_NAME: 'Guest_777',
    ACCESS_TOKEN: 'token-777',
  });
  const calls = recordRequests(page);
  await page.goto('/?info=demo-th');
  await expect(page.getByRole('heading', { name: demoDrama.title })).toBeVisible();
  // The first visit report is made for the drama's user: the start-up is done.
  await expect.poll(() => calls.of('addUserAction').length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(calls.of('addUserAction')[0]?.body).toMatchObject({ h5UserId: '555' });
  expect(calls.of('registerGuest')).toHaveLength(0);
  expect(calls.of('getDramaInfo').at(-1)?.headers.authorization).toBe('Bearer token-555');

  const stored = await readStorage(page);
  expect(stored.USER_ID).toBe('555');
  expect(stored.ACCESS_TOKEN).toBe('token-555');
  expect(Object.keys(JSON.parse(stored.USER_INFO_DICT ?? '{}') as object).sort()).toEqual(['demo-th', 'drama-b']);
  expect(await quarantined(page)).toEqual([
    expect.objectContaining({ key: 'USER_INFO_DICT', entry: 'drama-c', value: '{"id":5}' }),
  ]);
});

test('an unlock whose answer was lost keeps its key beside an unreadable intent: the retry sends it', async ({
  page,
}) => {
  const dialog = await reachLockedEpisode(page);
  const { calls, lost } = await loseTheUnlock(page, dialog);

  // Another build or a stale tab left an intent this build cannot read, beside the one kept.
  await page.evaluate(() => {
    const intents = JSON.parse(localStorage.getItem('PAYING_INTENTS') ?? '{}') as object;
    localStorage.setItem('PAYING_INTENTS', JSON.stringify({ ...intents, 'x:unlock:1:2': { key: 42 } }));
  });
  await reloadAndUnlock(page);
  expect(unlockKeys(calls)).toEqual([lost, lost]);
  expect(await quarantined(page)).toEqual([expect.objectContaining({ key: 'PAYING_INTENTS', entry: 'x:unlock:1:2' })]);
});

test('on a phone whose storage is full, a lost unlock keeps its key across a reload: old order records make room', async ({
  page,
}) => {
  // Two journeys to a locked episode, with ten megabytes written between them: three times the usual time.
  test.slow();
  const dialog = await reachLockedEpisode(page);
  // What a visitor who bought a lot leaves (the ledger of orders long final), and another page of the same site
  // that filled the rest: localStorage is full to the last character.
  await page.evaluate(() => {
    const ledger = Object.fromEntries(
      Array.from({ length: 100 }, (_, i) => [
        `PO-${String(i).padStart(4, '0')}-${'x'.repeat(10_000)}`,
        { steps: ['purchase'], at: i },
      ]),
    );
    localStorage.setItem('ORDER_LEDGER', JSON.stringify(ledger));
    // Filled in pieces, halving the piece at each refusal down to one character: a few dozen small writes.
    let piece = 1 << 19;
    for (let n = 0; piece >= 1; n += 1) {
      try {
        localStorage.setItem(`another-app-${n}`, 'y'.repeat(piece));
      } catch {
        piece >>= 1;
      }
    }
  });
  const { calls, lost } = await loseTheUnlock(page, dialog);

  // The key is in localStorage itself, not only in the page's memory; the oldest half of the ledger made room.
  const stored = await readStorage(page);
  expect(Object.values(JSON.parse(stored.PAYING_INTENTS ?? '{}') as Record<string, { key: string }>)).toEqual([
    expect.objectContaining({ key: lost }),
  ]);
  const ledger = Object.keys(JSON.parse(stored.ORDER_LEDGER ?? '{}') as object);
  expect(ledger).toHaveLength(50);
  expect(ledger[0]).toMatch(/^PO-0050-/);
  expect(stored['another-app-0']).toBeDefined();

  await reloadAndUnlock(page);
  expect(unlockKeys(calls)).toEqual([lost, lost]);
});
