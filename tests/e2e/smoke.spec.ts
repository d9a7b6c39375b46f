import { expect, test } from '@playwright/test';

// The harness itself: the built app answers on the demo link, its calls reach Prism through the
// preview proxy, and the demo media is served with the range requests browsers use for video.
test('the demo link opens the app on the demo drama', async ({ page }) => {
  const dramaInfo = page.waitForResponse((response) => response.url().includes('/h5/drama_video/info?info=demo-th'));
  await page.goto('/?info=demo-th');
  const response = await dramaInfo;
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ code: 0, data: { dramaId: '10086', country: 'TH' } });
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.locator('video').first()).toBeAttached();
});

test('the demo media is served with range support', async ({ request }) => {
  const response = await request.get('/demo-media/ep1.mp4', { headers: { Range: 'bytes=0-99' } });
  expect(response.status()).toBe(206);
  expect(response.headers()['content-type']).toBe('video/mp4');
  expect((await response.body()).byteLength).toBe(100);
});
