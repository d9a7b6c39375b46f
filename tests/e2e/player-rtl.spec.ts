import { expect, test } from '@playwright/test';
import { expectPlaying, navButton, openDrama, pause, videoState } from './player-helpers';

test.describe('Arabic', () => {
  test('the layout mirrors: the navigation starts on the right and the progress fills from the right', async ({
    page,
  }) => {
    await openDrama(page, 'dramaAE');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectPlaying(page, 1);
    const user = (await navButton(page, 'حسابي').boundingBox())!;
    const more = (await navButton(page, 'المزيد').boundingBox())!;
    expect(user.x).toBeGreaterThan(more.x);

    await pause(page);
    const bar = page.getByRole('slider');
    const box = (await bar.boundingBox())!;
    // A quarter of the way from the right edge is a quarter of the episode.
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2);
    const { time, duration } = await videoState(page);
    expect(time / duration).toBeGreaterThan(0.2);
    expect(time / duration).toBeLessThan(0.3);
    const fill = (await page.locator('.player-progress__fill').boundingBox())!;
    expect(Math.round(fill.x + fill.width)).toBe(Math.round(box.x + box.width));
  });
});
