// Money in WebKit: a locked episode's paywall and a one-charge unlock, and a top-up to the QR page.
import { describe, expect } from 'vitest';
import { calls } from './support/mock';
import { byRole, click, expectText, expectUrl } from './support/page';
import { requireVideoState, expectPlaying, openDrama, reachLockedEpisode, waitForGuest } from './support/player';
import { open, screenshot, test } from './support/webkit';

describe('money in WebKit', () => {
  test('autoplay into a locked episode opens the paywall; "unlock now" charges once and the episode plays', async ({
    browser,
  }) => {
    const paywall = await reachLockedEpisode(browser);
    await byRole(browser, 'dialog', paywall);
    await expectText(browser, 'Unlocking this episode requires payment');
    await expectText(browser, '720 coins');
    // A modal sheet in WebKit too: the page under it is inert.
    expect(await browser.execute(() => document.querySelector('dialog[open]')?.matches(':modal'))).toBe(true);
    await screenshot(browser, 'player-unlock-en');

    await click(browser, 'button', 'Unlock now', { within: paywall });
    await expectText(browser, 'Unlocked successfully · Balance 690 coins');
    await expectPlaying(browser, 6);
    expect((await requireVideoState(browser)).src).toBe('/demo-media/ep6.mp4');
    const unlocks = await calls('/h5/drama_video/unlock', 'POST');
    expect(unlocks.map((call) => call.body)).toEqual([{ dramaId: '10089', episodeNumber: 6 }]);
    expect(unlocks[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('a top-up package becomes an order whose QR code the payment page shows', async ({ browser }) => {
    await openDrama(browser, 'dramaSG');
    await waitForGuest(browser);
    await open(browser, '/recharge');
    await click(browser, 'radio', /THB\s59\.00/);
    await click(browser, 'button', /^Pay THB\s59\.00$/);
    await expectUrl(browser, /\/qrCode$/);
    await expect.poll(() => browser.$('[data-testid="pay-qr"]').isDisplayed(), { timeout: 10_000 }).toBe(true);
    // A PNG image, drawn by WebKit's canvas: what an iPhone's long press offers to save to the photos.
    const qr = browser.$('[data-testid="pay-qr"]');
    expect(await qr.getTagName()).toBe('img');
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(
      await browser.execute(() => document.querySelector<HTMLImageElement>('[data-testid="pay-qr"]')!.naturalWidth),
    ).toBeGreaterThan(300);
    await expectText(browser, 'Amount payable');
    expect(await browser.$('[data-testid="pay-amount"]').getText()).toMatch(/THB\s59\.00/);
    const orders = await calls('/h5/recharge/order', 'POST');
    expect(orders.map((call) => call.body)).toEqual([{ packageId: 'pkg_th_600', dramaId: '10089' }]);
  });
});
