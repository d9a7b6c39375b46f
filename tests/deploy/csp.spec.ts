import { test as base, type Page } from '@playwright/test';
import { expectPlaying, navButton, seekToEnd, videoState } from '../e2e/player-helpers';
import { expect, openDemo, test, useExample, watchPolicies } from './deploy-helpers';
import { payFor } from '../e2e/wallet-helpers';

// The app under the served Content-Security-Policy: every test here (and in the other specs that use
// deploy-helpers' `test`) fails if the browser reports a single violation while it runs.

base('the policy is enforced, and a violation would be caught', async ({ page }) => {
  const reports = await watchPolicies(page);
  await page.goto('/?info=demo-th');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(() =>
      reports()
        .filter((report) => report.source === 'event')
        .map((report) => report.text),
    )
    .toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
});

/** Plays episode 5 of the English drama to its end, which reaches locked episode 6. */
async function reachLockedEpisode(page: Page) {
  await openDemo(page);
  await expectPlaying(page, 1);
  await navButton(page, 'Episodes').click();
  await page.getByRole('button', { name: 'Episode 5, Free' }).click();
  await expectPlaying(page, 5);
  await seekToEnd(page);
  return page.getByRole('dialog', { name: 'Unlock Episode 6' });
}

test('playing episodes, then unlocking one', async ({ page }) => {
  const dialog = await reachLockedEpisode(page);
  await dialog.getByRole('button', { name: 'Unlock now' }).click();
  await expect(page.getByRole('status').getByText('Unlocked successfully · Balance 690 coins')).toBeVisible();
  await expectPlaying(page, 6);
});

test('unlocking the whole series', async ({ page }) => {
  const dialog = await reachLockedEpisode(page);
  await dialog.getByRole('button', { name: /Unlock all episodes/ }).click();
  await expect(page.getByRole('status').getByText('Unlocked successfully · Balance 120 coins')).toBeVisible();
  await expectPlaying(page, 6);
});

test('an HLS episode through hls.js: its worker and MediaSource run from blob: addresses', async ({ page }) => {
  // Chromium plays HLS natively; without it, as on most Android browsers, hls.js takes over.
  await page.addInitScript(() => {
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
    };
  });
  const hlsChunk = page.waitForResponse((response) => /\/assets\/hls[^/]*\.js$/.test(new URL(response.url()).pathname));
  await openDemo(page, 'dramaHls');
  expect((await hlsChunk).status()).toBe(200);
  await expectPlaying(page, 1);
  expect((await videoState(page)).src).toMatch(/^blob:/);
});

test('paying: the QR page, then the paid state', async ({ page }) => {
  await openDemo(page);
  await useExample(page, 'getRechargeOrder', 'orderPaid');
  await navButton(page, 'Me').click();
  await page.getByRole('button', { name: 'Top up' }).click();
  await payFor(page);
  await expect(page.getByText('Payment completed! Please wait. You will be returned to the home page.')).toBeVisible();
  await expect(page.getByTestId('pay-new-balance')).toHaveText('1,380');
});

test('a pending order: the QR code while the page polls', async ({ page }) => {
  await openDemo(page);
  await useExample(page, 'getRechargeOrder', 'orderPending');
  await page.goto('/recharge');
  await page.getByRole('radio', { name: /THB\s59\.00/ }).click();
  await page.getByRole('button', { name: /^Pay THB\s59\.00$/ }).click();
  await expect(page.getByTestId('pay-qr')).toBeVisible();
  await expect(page.getByText('Amount payable')).toBeVisible();
});

test('Thai with its webfont, and the other series with their covers', async ({ page }) => {
  const font = page.waitForResponse((response) => /noto-sans-thai.*\.woff2$/.test(response.url()));
  await openDemo(page, 'dramaTH');
  expect((await font).status()).toBe(200);
  await expectPlaying(page, 1);

  await navButton(page, 'เพิ่มเติม').click();
  const cover = page.getByRole('dialog', { name: 'ซีรีส์อื่น ๆ' }).locator('img').first();
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('every other screen, each opened by its address', async ({ page }) => {
  test.slow(); // eight full page loads
  await openDemo(page);
  for (const key of [
    'mine',
    'paymentRecord',
    'rechargeRecord',
    'settings',
    'bindAccount',
    'login',
    'policy',
    'agreement',
  ]) {
    await page.goto(`/${key}`);
    await expect(page.locator(`[data-route="${key}"]`).getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  }
});

test('Arabic, right to left, with its webfont', async ({ page }) => {
  const font = page.waitForResponse((response) => /noto-sans-arabic.*\.woff2$/.test(response.url()));
  await openDemo(page, 'dramaAE');
  expect((await font).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectPlaying(page, 1);
});
