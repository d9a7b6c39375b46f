import { expect, test, type Page } from '@playwright/test';
import { currentVideo, expectPlaying, navButton, openDrama, videoState } from './player-helpers';
import { createOrder, demoOrder, openDemo } from './wallet-helpers';

// Turning the phone keeps the app as it is (a desktop window's new width still reloads to /:
// shell-navigation.spec.ts). Chromium's phone emulation turns the screen with the viewport: a landscape
// viewport gives screen.orientation 'landscape-primary' and fires its change event, as a phone does. The
// settle timer of the resize rule runs on Playwright's clock, which the tests move on past it.

const PORTRAIT = { width: 390, height: 844 };
const LANDSCAPE = { width: 844, height: 390 };

/** Marks this document: a reload would start a new one without the mark. */
const markDocument = (page: Page) => page.evaluate(() => ((window as { __kept?: boolean }).__kept = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as { __kept?: boolean }).__kept === true);

/** Turns the phone and lets the resize rule settle (300 ms) several times over. */
async function turn(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  const expected = size.width > size.height ? 'landscape-primary' : 'portrait-primary';
  expect(await page.evaluate(() => screen.orientation.type)).toBe(expected);
  await page.clock.runFor(1_000);
}

test.describe('turning the phone', () => {
  test('the episode plays on, with its sound, letterboxed whole in landscape, its controls in reach', async ({
    page,
  }) => {
    await page.clock.install();
    await openDrama(page, 'dramaSG');
    await expectPlaying(page, 1);
    await page.getByRole('button', { name: 'Tap for sound' }).click();
    await expect.poll(async () => (await videoState(page)).muted).toBe(false);
    await markDocument(page);
    await page.clock.runFor(200); // The shape at start is read a frame after the app is on screen.

    await turn(page, LANDSCAPE);
    expect(await sameDocument(page)).toBe(true);
    await expectPlaying(page, 1);
    expect((await videoState(page)).muted).toBe(false);

    // Letterboxed: the element wholly on screen, the whole 9:16 picture in it at its full height with black
    // on either side (contain: never cropped).
    const video = currentVideo(page);
    expect(await video.evaluate((element) => getComputedStyle(element).objectFit)).toBe('contain');
    const box = (await video.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(LANDSCAPE.width);
    expect(box.y + box.height).toBeLessThanOrEqual(LANDSCAPE.height);
    const picture = await video.evaluate((element: HTMLVideoElement) => ({
      width: element.videoWidth,
      height: element.videoHeight,
    }));
    expect(picture.height).toBeGreaterThan(picture.width);
    const scale = Math.min(box.width / picture.width, box.height / picture.height);
    expect(picture.height * scale).toBeCloseTo(box.height, 0);
    expect(picture.width * scale).toBeLessThan(box.width - 100);
    await expect(page.getByRole('button', { name: 'Episode 1/12' })).toBeInViewport();
    await expect(page.getByRole('slider')).toBeInViewport();
    await navButton(page, 'Episodes').click();
    const list = page.getByRole('dialog', { name: 'Episodes' });
    await expect(list).toBeVisible();
    await list.getByRole('button', { name: 'Episode 2, Free' }).click();
    await expectPlaying(page, 2);
    expect((await videoState(page)).muted).toBe(false);

    await turn(page, PORTRAIT);
    expect(await sameDocument(page)).toBe(true);
    await expectPlaying(page, 2);
    expect((await videoState(page)).muted).toBe(false);
    expect(page.url()).toMatch(/\/\?info=demo-th$/);

    // The rule is still there: a new width on the same screen (a desktop window) reloads to /.
    const reloaded = page.waitForEvent('load');
    await page.setViewportSize({ width: PORTRAIT.width + 200, height: PORTRAIT.height });
    await page.clock.runFor(1_000);
    await reloaded;
    expect(await sameDocument(page)).toBe(false);
  });

  test('/qrCode stays as it is: the same order, its QR code, no reload', async ({ page }) => {
    await page.clock.install();
    await openDemo(page);
    await createOrder(page);
    const order = page.getByText(`Order ID: ${demoOrder.payOrderId}`);
    await expect(order).toBeVisible();
    await markDocument(page);
    await page.clock.runFor(200);

    await turn(page, LANDSCAPE);
    expect(await sameDocument(page)).toBe(true);
    await expect(page).toHaveURL(/\/qrCode$/);
    await expect(order).toBeVisible();
    await expect(page.getByTestId('pay-qr')).toBeVisible();

    await turn(page, PORTRAIT);
    expect(await sameDocument(page)).toBe(true);
    await expect(page).toHaveURL(/\/qrCode$/);
    await expect(order).toBeVisible();
  });
});
