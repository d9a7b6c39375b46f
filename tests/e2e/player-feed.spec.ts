import { expect, test } from '@playwright/test';
import { expectPlaying, navButton, openDrama, seekToEnd, swipe, watchVideoCount } from './player-helpers';

test.describe('moving through the series', () => {
  test('swiping up plays episode 2 and swiping down returns to episode 1', async ({ page }) => {
    await openDrama(page, 'dramaSG');
    await expectPlaying(page, 1);
    await swipe(page, 'up');
    await expectPlaying(page, 2);
    await expect(page.getByRole('button', { name: /Episode 2\/12/ })).toBeVisible();
    await swipe(page, 'down');
    await expectPlaying(page, 1);
  });

  test('the end of an episode starts the next one', async ({ page }) => {
    await openDrama(page, 'dramaSG');
    await expectPlaying(page, 1);
    await seekToEnd(page);
    await expectPlaying(page, 2);
  });

  test('a mouse drag and the arrow keys move between episodes too', async ({ page }) => {
    await openDrama(page, 'dramaSG');
    await expectPlaying(page, 1);
    await page.mouse.move(195, 560);
    await page.mouse.down();
    await page.mouse.move(195, 250, { steps: 8 });
    await page.mouse.up();
    await expectPlaying(page, 2);
    await page.keyboard.press('ArrowDown');
    await expectPlaying(page, 3);
    await page.keyboard.press('ArrowUp');
    await expectPlaying(page, 2);
  });

  test('the episode follows the finger while dragging, and stretches only a little where there is none', async ({
    page,
  }) => {
    await openDrama(page, 'dramaSG');
    await expectPlaying(page, 1);
    const slideTop = async () => (await page.locator('[data-role="current"]').boundingBox())?.y ?? NaN;
    expect(await slideTop()).toBe(0);
    await page.mouse.move(195, 560);
    await page.mouse.down();
    // Towards episode 2: the slide moves with the finger, pixel for pixel.
    await page.mouse.move(195, 400, { steps: 4 });
    await expect.poll(slideTop).toBeCloseTo(-160, 0);
    // Towards an episode before the first: a quarter of the way, a stretch that says there is none.
    await page.mouse.move(195, 720, { steps: 8 });
    await expect.poll(slideTop).toBeCloseTo(40, 0);
    await page.mouse.up();
    await expect.poll(slideTop).toBe(0);
    await expectPlaying(page, 1);
  });

  test('never more than three video elements, and the ones moved away from hold no source', async ({ page }) => {
    const maxVideos = await watchVideoCount(page);
    await openDrama(page, 'dramaSG');
    await expectPlaying(page, 1);
    for (const episode of [2, 3, 4]) {
      await swipe(page, 'up');
      await expectPlaying(page, episode);
    }
    // Episodes 1 and 2 are gone; only 3 (previous), 4 (playing) and 5 (preloaded) are loaded.
    const sources = await page
      .locator('video')
      .evaluateAll((videos) => videos.map((video) => video.getAttribute('src')).sort());
    expect(sources).toEqual(['/demo-media/ep3.mp4', '/demo-media/ep4.mp4', '/demo-media/ep5.mp4']);
    await navButton(page, 'Episodes').click();
    await page.getByRole('button', { name: 'Episode 1, Free' }).click();
    await expectPlaying(page, 1);
    expect(await maxVideos()).toBeLessThanOrEqual(3);
    expect(await page.locator('video').count()).toBe(3);
  });
});
