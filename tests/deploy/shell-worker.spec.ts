import { firstVisitWithShellWorker, pageDelivery } from '../support/shell-worker';
import { expect, test } from './deploy-helpers';

// The shell worker under nginx, with the production cache headers: a return visit's page comes from
// the copy the worker keeps, and the assets from the browser's cache, so the stored drama opens with
// no network at all. (The e2e suite checks the worker's visit and reload rules against vite preview.)

const thaiDramaTitle = 'รักร้ายของท่านประธาน';

test('a return visit opens offline, from the kept page, on the stored drama', async ({ page, context }) => {
  await firstVisitWithShellWorker(page);
  await expect(page.getByRole('heading', { name: thaiDramaTitle })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/?info=demo-th');
  expect(await pageDelivery(page)).toBe('cache-storage');
  await expect(page.getByRole('heading', { name: thaiDramaTitle })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('offline-return.png') });
});

test('the worker is served like the page: revalidated on every load, with the security headers', async ({
  request,
}) => {
  const response = await request.get('/sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/javascript; charset=utf-8');
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(response.headers()['content-security-policy']).toContain("worker-src 'self' blob:");
});
