import { expect, test } from '@playwright/test';
import { demoDrama, demoGuest, readStorage, recordRequests, seedStorage, thai, useExample } from './session-helpers';

// Start-up (docs/product-rules.md, "Start-up"): where the key comes from, what happens to stored data that belongs to
// another key or is corrupt, and the states shown for a drama that cannot be played here.

/** A visitor who has been here before: the demo key, its guest and token stored. */
const returningGuest = {
  SECRET_KEY: 'demo-th',
  USER_INFO_DICT: JSON.stringify({ 'demo-th': { id: '555', name: 'Guest_555', current: 0 } }),
  ACCESS_TOKEN: 'token-555',
};

test.describe('short codes', () => {
  test('a short-code link is exchanged for the key and lands on / with the key stored', async ({ page }) => {
    const calls = recordRequests(page);
    await page.goto('/Ab3x');

    await expect(page.getByRole('heading', { name: demoDrama.title })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/' && !url.search);
    expect(calls.of('decryptShortCode').map((call) => call.path)).toEqual(['/h5/drama_video/decrypt/Ab3x']);
    // The exchanged key (decrypted → demo-th) is the one the drama is asked for, and it is kept.
    expect(calls.of('getDramaInfo')[0]?.query.get('info')).toBe('demo-th');
    await expect.poll(async () => (await readStorage(page)).SECRET_KEY).toBe('demo-th');
  });

  test("an unknown short code shows 'Episode not found'", async ({ page }) => {
    await useExample(page, 'decryptShortCode', 'unknownShortCode');
    const calls = recordRequests(page);
    await page.goto('/Zz9q');

    // No drama, so the browser's language (the phone profile's English).
    await expect(page.getByRole('heading', { name: 'Episode not found' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls.of('decryptShortCode').map((call) => call.path)).toEqual(['/h5/drama_video/decrypt/Zz9q']);
    expect(calls.of('getDramaInfo')).toHaveLength(0);
    expect(calls.of('registerGuest')).toHaveLength(0);
    expect((await readStorage(page)).SECRET_KEY).toBeUndefined();
  });
});

test.describe('stored session data', () => {
  test("a stored different key's session ends (its guest filed under it) and a guest is registered for the new one", async ({
    page,
  }) => {
    await seedStorage(page, {
      SECRET_KEY: 'old-key',
      USER_INFO_DICT: JSON.stringify({ 'old-key': { id: '777', name: 'Guest_777', current: 0 } }),
      ACCESS_TOKEN: 'old-token',
      USER_ID: '777',
      USER_NAME: 'Guest_777',
      EMAIL: 'old@example.com',
      PAY_ORDER_ID: 'PO-OLD',
      ttclid: 'click-1',
    });
    const calls = recordRequests(page);
    await page.goto('/?info=demo-th');
    await expect(page.getByRole('heading', { name: demoDrama.title })).toBeVisible();
    await expect.poll(() => calls.of('registerGuest').length).toBe(1);
    await expect.poll(async () => (await readStorage(page)).ACCESS_TOKEN).toBe(demoGuest.token);

    const stored = await readStorage(page);
    expect(stored.SECRET_KEY).toBe('demo-th');
    expect(stored.USER_ID).toBe(demoGuest.h5UserId);
    expect(JSON.parse(stored.USER_INFO_DICT ?? 'null')).toEqual({
      // Guests are per key: the old key's guest keeps its token, e-mail and pending order for a return.
      'old-key': {
        id: '777',
        name: 'Guest_777',
        current: 0,
        token: 'old-token',
        email: 'old@example.com',
        payOrderId: 'PO-OLD',
      },
      'demo-th': { id: demoGuest.h5UserId, name: demoGuest.username, current: 0, token: demoGuest.token },
    });
    // What belonged to the old session is gone from the current one; the ad click stays.
    expect(stored.EMAIL).toBeUndefined();
    expect(stored.PAY_ORDER_ID).toBeUndefined();
    expect(stored.ttclid).toBe('click-1');
  });

  test('the same stored key reuses its stored user (no new guest)', async ({ page }) => {
    await seedStorage(page, {
      ...returningGuest,
      USER_INFO_DICT: JSON.stringify({ 'demo-th': { id: '555', name: 'Guest_555', current: 3 } }),
    });
    const calls = recordRequests(page);
    await page.goto('/?info=demo-th');
    await expect(page.getByRole('heading', { name: demoDrama.title })).toBeVisible();
    // The first visit report is made for the stored user: the start-up is done.
    await expect.poll(() => calls.of('addUserAction').length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(calls.of('addUserAction')[0]?.body).toMatchObject({ h5UserId: '555' });

    expect(calls.of('registerGuest')).toHaveLength(0);
    const stored = await readStorage(page);
    expect(stored.USER_ID).toBe('555');
    expect(stored.ACCESS_TOKEN).toBe('token-555');
    expect(JSON.parse(stored.USER_INFO_DICT ?? 'null')).toEqual({
      'demo-th': { id: '555', name: 'Guest_555', current: 0, token: 'token-555' },
    });
  });

  test('a corrupt USER_INFO_DICT is repaired and the guest re-registered', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await seedStorage(page, { SECRET_KEY: 'demo-th', USER_INFO_DICT: '{not json', ACCESS_TOKEN: 'token-555' });
    const calls = recordRequests(page);
    await page.goto('/?info=demo-th');
    await expect(page.getByRole('heading', { name: demoDrama.title })).toBeVisible();
    await expect.poll(() => calls.of('registerGuest').length).toBe(1);
    await expect.poll(async () => (await readStorage(page)).USER_INFO_DICT).toBeDefined();

    const stored = await readStorage(page);
    expect(JSON.parse(stored.USER_INFO_DICT ?? 'null')).toEqual({
      'demo-th': { id: demoGuest.h5UserId, name: demoGuest.username, current: 0, token: demoGuest.token },
    });
    expect(stored.USER_ID).toBe(demoGuest.h5UserId);
    expect(errors).toEqual([]);
  });
});

test.describe('dramas that cannot be played', () => {
  test("an unsupported country shows 'This region is not supported yet' and registers nobody", async ({ page }) => {
    await useExample(page, 'getDramaInfo', 'dramaUnsupportedRegion');
    const calls = recordRequests(page);
    await page.goto('/?info=demo-th');

    await expect(page.getByRole('heading', { name: 'This region is not supported yet' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls.of('getDramaInfo')).toHaveLength(1);
    expect(calls.of('registerGuest')).toHaveLength(0);
    expect((await readStorage(page)).USER_ID).toBeUndefined();
  });

  test("a drama without episodes shows 'Episode not found' and ends the stored session", async ({ page }) => {
    await useExample(page, 'getDramaInfo', 'dramaNoEpisodes');
    await seedStorage(page, {
      SECRET_KEY: 'demo-th',
      USER_INFO_DICT: JSON.stringify({ 'demo-th': { id: '555', name: 'Guest_555', current: 0 } }),
      ACCESS_TOKEN: 'token-555',
    });
    const calls = recordRequests(page);
    await page.goto('/?info=demo-th');

    await expect(page.getByRole('heading', { name: thai.episodeNotFound })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls.of('registerGuest')).toHaveLength(0);
    // Only the key's guest stays filed, for when the drama has episodes.
    await expect.poll(async () => Object.keys(await readStorage(page)).sort()).toEqual(['USER_INFO_DICT']);
  });
});

test('a visitor with no key anywhere sees an empty drama and nothing is registered', async ({ page }) => {
  const calls = recordRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Episode not found' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls.of('getDramaInfo')).toHaveLength(0);
  expect(calls.of('registerGuest')).toHaveLength(0);
});

test.describe('the drama is asked for before the app has loaded', () => {
  test('a promotion link asks for the drama once: the app takes over the early answer', async ({ page }) => {
    const calls = recordRequests(page);
    await page.goto('/?info=demo-th');
    await expect(page.getByRole('heading', { name: demoDrama.title })).toBeVisible();
    await expect.poll(() => calls.of('addUserAction').length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(calls.of('getDramaInfo')).toHaveLength(1);
    expect(calls.of('getDramaInfo')[0]?.headers.clientid).toBeTruthy();
  });

  test('a returning visitor’s early request carries the stored token, and is still the only one', async ({ page }) => {
    await seedStorage(page, returningGuest);
    const calls = recordRequests(page);
    await page.goto('/?info=demo-th');
    await expect(page.getByRole('heading', { name: demoDrama.title })).toBeVisible();
    await expect.poll(() => calls.of('addUserAction').length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(calls.of('getDramaInfo').map((call) => call.headers.authorization)).toEqual(['Bearer token-555']);
  });
});
