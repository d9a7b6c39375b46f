import { expect, test } from '@playwright/test';
import { expectPlaying, openDrama, pause, seekTo, swipe, videoState, watchFirstPlay } from './player-helpers';

// The demo clips last 6 s, so "within 5 s of the end" starts at 1 s: positions below that resume the same episode.
test.describe('resume', () => {
  test('a reload resumes the same episode near the same position', async ({ page }) => {
    const firstPlay = await watchFirstPlay(page);
    await openDrama(page, 'dramaSG');
    await expectPlaying(page, 1);
    await pause(page);
    await swipe(page, 'up');
    await expectPlaying(page, 2);
    await pause(page);
    await seekTo(page, 0.7);
    await expect.poll(async () => (await videoState(page)).time).toBeCloseTo(0.7, 1);

    await page.reload();
    await expectPlaying(page, 2);
    const resumed = await firstPlay();
    expect(resumed?.episode).toBe(2);
    expect(resumed?.time).toBeGreaterThanOrEqual(0.65);
    expect(resumed?.time).toBeLessThan(1.2);
  });

  test('a position within 5 s of the end resumes at the start of the next episode', async ({ page }) => {
    const firstPlay = await watchFirstPlay(page);
    await openDrama(page, 'dramaSG');
    await expectPlaying(page, 1);
    await pause(page);
    await seekTo(page, 3);
    await expect.poll(async () => (await videoState(page)).time).toBeCloseTo(3, 1);

    await page.reload();
    await expectPlaying(page, 2);
    expect((await firstPlay())?.time).toBeLessThan(0.5);
  });
});
