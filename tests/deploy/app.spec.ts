import { expect, openDemo, recordRequests, test, useExample } from './deploy-helpers';
import { createOrder } from '../e2e/wallet-helpers';

// The app under nginx: deep links and reloads on any route reach index.html, and the app takes over.

test('a short-code deep link opens the app, which exchanges the code and lands on /', async ({ page }) => {
  const calls = recordRequests(page);
  const document = page.waitForResponse((response) => new URL(response.url()).pathname === '/AbC123');
  await page.goto('/AbC123?ttclid=click-1');

  const landing = await document;
  expect(landing.status()).toBe(200);
  expect(landing.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('heading', { name: 'รักร้ายของท่านประธาน' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('ttclid') === 'click-1');
  expect(calls.of('decryptShortCode').map((call) => call.path)).toEqual(['/h5/drama_video/decrypt/AbC123']);
  expect(calls.of('getDramaInfo')[0]?.query.get('info')).toBe('demo-th');
});

test('a reload on /mine shows /mine again, with the balance', async ({ page }) => {
  await openDemo(page);
  await page.goto('/mine');
  await expect(page.getByTestId('wallet-balance')).toHaveText('720');

  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  await expect(page).toHaveURL(/\/mine$/);
  await expect(page.getByTestId('wallet-balance')).toHaveText('720');
  await expect(page.getByText('ID: 880012345')).toBeVisible();
});

test('a reload on /qrCode resumes the same order', async ({ page }) => {
  await openDemo(page);
  await createOrder(page);
  await expect(page.getByTestId('pay-qr')).toBeVisible();

  const calls = recordRequests(page);
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  await expect(page.getByTestId('pay-qr')).toBeVisible();
  await expect(page.getByTestId('pay-amount')).toHaveText(/THB\s59\.00/);
  await expect.poll(() => calls.to('/h5/recharge/order/PO20261122000123', 'GET').length).toBeGreaterThan(0);
  expect(calls.to('/h5/recharge/order', 'POST')).toHaveLength(0);
});

test('a drama the server does not know shows its message, not a broken page', async ({ page }) => {
  await useExample(page, 'getDramaInfo', 'dramaNotFound');
  await page.goto('/?info=unknown');
  // No drama's country: the browser's language (the phone profile's English).
  await expect(page.getByRole('heading', { name: 'Episode not found' })).toBeVisible();
});
