import { expect, test, type Page } from '@playwright/test';
import { pageDelivery, waitForShellWorker } from '../support/shell-worker';
import { demoDrama, waitForUser } from './session-helpers';

// The shell worker (src/app/shell-worker): once a visit has started the app, the next visit's page
// comes from the copy the worker keeps, not from the server, and a reload still asks the server.
// The rest of the suite blocks service workers (playwright.config.ts). Offline, which needs the assets'
// production cache headers, is in tests/deploy/shell-worker.spec.ts.
test.use({ serviceWorkers: 'allow' });

/** The demo link's first visit, until the worker the app registers is active. */
async function firstVisit(page: Page): Promise<void> {
  await page.goto('/?info=demo-th');
  await expect(page.getByRole('heading', { name: demoDrama.title })).toBeVisible();
  await waitForUser(page);
  await waitForShellWorker(page);
}

/** Whether the kept copy carries the mark `markKeptPage` put in it. */
const keptPageIsMarked = (page: Page) =>
  page.evaluate(async () => {
    const kept = await (await caches.open('app-shell-v1')).match('/');
    return (await kept?.text())?.includes('name="x-kept"') ?? false;
  });

/** Marks the kept page, as a previous release's page would differ from the server's. */
async function markKeptPage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const cache = await caches.open('app-shell-v1');
    const kept = await cache.match('/');
    const html = (await kept!.text()).replace('<title>', '<meta name="x-kept" content="1" /><title>');
    await cache.put('/', new Response(html, { headers: { 'content-type': kept!.headers.get('content-type')! } }));
  });
}

test('a visit takes the kept page and renews it; a reload asks the server', async ({ page }) => {
  await firstVisit(page);

  await markKeptPage(page);
  await page.goto('/mine');
  await expect(page.locator('meta[name="x-kept"]')).toHaveCount(1);
  expect(await pageDelivery(page)).toBe('cache-storage');
  await expect(page.getByTestId('wallet-balance')).toHaveText('720');
  // Behind the visit, the worker has put the server's page in its place.
  await expect.poll(() => keptPageIsMarked(page)).toBe(false);

  await markKeptPage(page);
  await page.reload();
  await expect(page.locator('meta[name="x-kept"]')).toHaveCount(0);
  expect(await pageDelivery(page)).not.toBe('cache-storage');
  await expect(page.getByTestId('wallet-balance')).toHaveText('720');
});
