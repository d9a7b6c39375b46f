import { expect, test, type Page } from '@playwright/test';
import { SHELL_CACHE, SHELL_URL } from '../../src/entries/shell-worker/shell-rules';
import { firstVisitWithShellWorker, pageDelivery } from '../support/shell-worker';
import { demoDrama } from './session-helpers';

// The shell worker (src/entries/shell-worker/): once a visit has started the app, the next visit's page
// comes from the copy the worker keeps, not from the server, and a reload still asks the server.
// The rest of the suite blocks service workers (playwright.config.ts). Offline, which needs the assets'
// production cache headers, is in tests/deploy/shell-worker.spec.ts.
test.use({ serviceWorkers: 'allow' });

const kept = { cacheName: SHELL_CACHE, url: SHELL_URL };

/** Whether the kept copy carries the mark `markKeptPage` put in it. */
const keptPageIsMarked = (page: Page) =>
  page.evaluate(async ({ cacheName, url }) => {
    const copy = await (await caches.open(cacheName)).match(url);
    return (await copy?.text())?.includes('name="x-kept"') ?? false;
  }, kept);

/** Marks the kept page, as a previous release's page would differ from the server's. */
async function markKeptPage(page: Page): Promise<void> {
  await page.evaluate(async ({ cacheName, url }) => {
    const cache = await caches.open(cacheName);
    const copy = await cache.match(url);
    const html = (await copy!.text()).replace('<title>', '<meta name="x-kept" content="1" /><title>');
    await cache.put(url, new Response(html, { headers: { 'content-type': copy!.headers.get('content-type')! } }));
  }, kept);
}

test('a visit takes the kept page and renews it; a reload asks the server', async ({ page }) => {
  await firstVisitWithShellWorker(page);
  await expect(page.getByRole('heading', { name: demoDrama.title })).toBeVisible();

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
