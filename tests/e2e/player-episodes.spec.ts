import { expect, test } from '@playwright/test';
import { expectPlaying, navButton, openDrama } from './player-helpers';

test.describe('episode list', () => {
  test('shows a long series in ranges of 30 with the playing, free and locked episodes marked', async ({ page }) => {
    await openDrama(page);
    await expectPlaying(page, 1);
    await navButton(page, 'ตอน').click();
    const dialog = page.getByRole('dialog', { name: 'เลือกตอน' });
    await expect(dialog.getByRole('tab')).toHaveText(['1-30', '31-40']);
    await expect(dialog.getByRole('tab', { name: '1-30' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('tabpanel').getByRole('button')).toHaveCount(30);
    await expect(dialog.getByRole('button', { name: 'ตอนที่ 1, กำลังเล่น' })).toHaveAttribute('aria-current', 'true');
    await expect(dialog.getByRole('button', { name: 'ตอนที่ 2, ฟรี' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'ตอนที่ 6, ล็อกอยู่' })).toBeVisible();

    await dialog.getByRole('tab', { name: '31-40' }).click();
    await expect(dialog.getByRole('tabpanel').getByRole('button')).toHaveCount(10);
    await expect(dialog.getByRole('button', { name: 'ตอนที่ 40, ล็อกอยู่' })).toBeVisible();
  });

  test('plays a chosen free episode', async ({ page }) => {
    await openDrama(page, 'dramaSG');
    await expectPlaying(page, 1);
    await navButton(page, 'Episodes').click();
    await page.getByRole('button', { name: 'Episode 4, Free' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectPlaying(page, 4);
  });

  test('opens the unlock dialog for a locked episode', async ({ page }) => {
    await openDrama(page, 'dramaSG');
    await expectPlaying(page, 1);
    await navButton(page, 'Episodes').click();
    await page.getByRole('button', { name: 'Episode 8, Locked' }).click();
    await expect(page.getByRole('dialog', { name: 'Unlock Episode 8' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Episode 8\/12/ })).toBeAttached();
  });
});
