import { expect, test } from '@playwright/test';
import { recordRequests, useExample } from '../support/prefer';

// The harness itself: the built app answers on the demo link, its calls reach Prism through the
// preview proxy (with the example a test picks), and the demo media is served with the range
// requests browsers use for video.
test('the demo link opens the app on the demo drama', async ({ page }) => {
  const calls = recordRequests(page);
  const dramaInfo = page.waitForResponse((response) => new URL(response.url()).pathname === '/h5/drama_video/info');
  await page.goto('/?info=demo-th');

  const response = await dramaInfo;
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ code: 0, data: { dramaId: '10086', country: 'TH' } });
  await expect(page.getByRole('heading', { name: 'รักร้ายของท่านประธาน' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');

  const [call] = calls.of('getDramaInfo');
  expect(call?.query.get('info')).toBe('demo-th');
  expect(call?.headers['clientid']).toBeTruthy();
});

test('a test picks the answer with a named example', async ({ page }) => {
  await useExample(page, 'getDramaInfo', 'dramaNotFound');
  const dramaInfo = page.waitForResponse((response) => new URL(response.url()).pathname === '/h5/drama_video/info');
  await page.goto('/?info=demo-th');

  const response = await dramaInfo;
  expect(response.request().headers()['prefer']).toBe('code=404, example=dramaNotFound');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 2001, data: null });
});

test('the demo media is served with range support', async ({ request }) => {
  const response = await request.get('/demo-media/ep1.mp4', { headers: { Range: 'bytes=0-99' } });
  expect(response.status()).toBe(206);
  expect(response.headers()['content-type']).toBe('video/mp4');
  expect(response.headers()['content-range']).toMatch(/^bytes 0-99\/\d+$/);
  expect((await response.body()).byteLength).toBe(100);

  const playlist = await request.get('/demo-media/hls/ep1.m3u8');
  expect(playlist.headers()['content-type']).toBe('application/vnd.apple.mpegurl');
  expect(await playlist.text()).toContain('#EXT-X-ENDLIST');
});
