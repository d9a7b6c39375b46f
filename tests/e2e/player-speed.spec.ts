import { expect, test } from '@playwright/test';
import { expectPlaying, navButton, openDrama, videoState } from './player-helpers';

test.describe('playback speed', () => {
  test('each speed applies at once, and a reload keeps the last one', async ({ page }) => {
    await openDrama(page, 'dramaSG');
    await expectPlaying(page, 1);
    await navButton(page, 'Speed').click();
    const dialog = page.getByRole('dialog', { name: 'Playback speed' });
    await expect(dialog.getByRole('radio', { checked: true })).toHaveText('1×Default');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    for (const [label, rate] of [
      ['0.75×', 0.75],
      ['1.25×', 1.25],
      ['2×', 2],
      ['1×', 1],
      ['1.5×', 1.5],
    ] as const) {
      await navButton(page, 'Speed').click();
      await dialog.getByRole('radio', { name: new RegExp(`^${label.replace('.', '\\.')}`) }).click();
      await expect(dialog).toBeHidden();
      await expect.poll(async () => (await videoState(page)).rate).toBe(rate);
    }

    await page.reload();
    await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(0);
    expect((await videoState(page)).rate).toBe(1.5);
    await navButton(page, 'Speed').click();
    await expect(dialog.getByRole('radio', { checked: true })).toHaveText('1.5×');
  });
});
