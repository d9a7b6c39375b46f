import { expect, test } from '@playwright/test';
import { expectPlaying, openDrama, pause, seekTo, swipe, videoState, watchFirstPlay } from './player-helpers';

// Each test pauses where it seeks to, so the position the app stores is that one and not a later one.
test.describe('resume', () => {
  test('a reload resumes the same episode near the same position', async ({ page }) => {
    const firstPlay = await watchFirstPlay(page);
    await openDrama(page, 'dramaSG');
    await expectPlaying(page, 1);
    await swipe(page, 'up');
    await expectPlaying(page, 2);
    await pause(page);
    await seekTo(page, 20);
    await expect.poll(async () => (await videoState(page)).time).toBeCloseTo(20, 1);

    await page.reload();
    await expectPlaying(page, 2);
    const resumed = await firstPlay();
    expect(resumed?.episode).toBe(2);
    expect(resumed?.time).toBeGreaterThanOrEqual(19.95);
    expect(resumed?.time).toBeLessThan(20.5);
  });

  test('a position within 5 s of the end resumes at the start of the next episode', async ({ page }) => {
    const firstPlay = await watchFirstPlay(page);
    await openDrama(page, 'dramaSG');
    await expectPlaying(page, 1);
    await pause(page);
    const nearEnd = (await videoState(page)).duration - 3;
    await seekTo(page, nearEnd);
    await expect.poll(async () => (await videoState(page)).time).toBeCloseTo(nearEnd, 1);

    await page.reload();
    await expectPlaying(page, 2);
    expect((await firstPlay())?.time).toBeLessThan(0.5);
  });
});
