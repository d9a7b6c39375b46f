import { expect, test } from '@playwright/test';
import { currentVideo, expectPlaying, navButton, openDrama, pause, seekTo, videoState } from './player-helpers';

test.describe('playback', () => {
  test('the demo link plays episode 1 muted, and "tap for sound" unmutes it', async ({ page }) => {
    await openDrama(page);
    await expectPlaying(page, 1);
    expect((await videoState(page)).muted).toBe(true);
    await expect(page.getByRole('heading', { name: 'รักร้ายของท่านประธาน' })).toBeVisible();
    await expect(page.getByRole('button', { name: /ตอนที่ 1\/40/ })).toBeVisible();

    await seekTo(page, 0.2); // The clip lasts 6 s: keep episode 1 on screen for the rest of the test.
    await page.getByRole('button', { name: 'แตะเพื่อเปิดเสียง' }).tap();
    await expect.poll(async () => (await videoState(page)).muted).toBe(false);
    await expectPlaying(page, 1);
    await expect(page.getByRole('button', { name: 'แตะเพื่อเปิดเสียง' })).toHaveCount(0);
  });

  test('a tap on the video pauses it and another tap resumes it', async ({ page }) => {
    await openDrama(page, 'dramaSG');
    await expectPlaying(page, 1);
    await seekTo(page, 0.2); // The clip lasts 6 s: keep episode 1 on screen for the rest of the test.
    await pause(page);
    await expect(page.getByRole('img', { name: 'Paused' })).toBeVisible();
    await page.touchscreen.tap(195, 380);
    await expect(page.getByRole('img', { name: 'Paused' })).toHaveCount(0);
    await expectPlaying(page, 1);
  });

  test('dragging the progress bar seeks', async ({ page }) => {
    await openDrama(page, 'dramaSG');
    await expectPlaying(page, 1);
    await pause(page); // So the position stays where the drag puts it.
    const bar = page.getByRole('slider', { name: 'Episode 1/12' });
    const box = (await bar.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.1, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 4 });
    await page.mouse.move(box.x + box.width * 0.75, y, { steps: 4 });
    await page.mouse.up();
    const { time, duration } = await videoState(page);
    expect(time).toBeGreaterThan(duration * 0.7);
    expect(time).toBeLessThan(duration * 0.8);
    await expect(bar).toHaveAttribute('aria-valuenow', String(Math.round(time)));
    // The drawn fill stands where the video is: three quarters of the bar.
    const fill = (await page.locator('.player-progress__fill').boundingBox())!;
    expect(fill.width / box.width).toBeCloseTo(time / duration, 1);
  });

  test('the progress bar moves with the playing episode', async ({ page }) => {
    await openDrama(page, 'dramaSG');
    await expectPlaying(page, 1);
    await seekTo(page, 0.1);
    const bar = (await page.getByRole('slider', { name: 'Episode 1/12' }).boundingBox())!;
    const filled = async () => {
      const fill = (await page.locator('.player-progress__fill').boundingBox())!;
      const { time, duration } = await videoState(page);
      return { drawn: fill.width / bar.width, played: time / duration };
    };
    const before = await filled();
    await expect.poll(async () => (await filled()).drawn).toBeGreaterThan(before.drawn + 0.1);
    // It glides a quarter second behind the video (one timeupdate), a tenth of this 6-second clip at most.
    const now = await filled();
    expect(Math.abs(now.drawn - now.played)).toBeLessThan(0.1);
  });

  test('going to the account pauses the episode, and coming back resumes it where it was', async ({ page }) => {
    await openDrama(page, 'dramaSG');
    await expectPlaying(page, 1);
    await seekTo(page, 0.2); // Far from the end, so the episode is still this one on return.
    await navButton(page, 'Me').click();
    await expect(page).toHaveURL(/\/mine$/);
    await expect.poll(async () => (await videoState(page)).paused).toBe(true);
    const left = (await videoState(page)).time;
    await page.goBack();
    await expect(page).toHaveURL(/\/\?info=demo-th$/);
    await expectPlaying(page, 1);
    expect((await videoState(page)).time).toBeGreaterThanOrEqual(left);
    await expect(currentVideo(page)).toHaveCount(1);
  });
});
