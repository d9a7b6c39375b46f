import { expect, test, type Page } from '@playwright/test';
import { expectPlaying, navButton, openDrama, playableEpisodes, stubDrama } from './player-helpers';

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

test.describe('episode list of a series of hundreds', () => {
  /** The English drama with 300 playable episodes. */
  const openLongSeries = (page: Page) =>
    stubDrama(page, 'dramaSG', (drama) => ({ ...drama, totalEpisodes: 300, dramaUrl: playableEpisodes(300) }));

  test('opens where the visitor left off: its tab selected, the episode marked and in view', async ({ page }) => {
    await openLongSeries(page);
    // A return visit: the player resumes episode 250, where it was left.
    await page.addInitScript(() =>
      localStorage.setItem(
        'player.positions',
        JSON.stringify({ '10089': { episodeNumber: 250, time: 1, savedAt: Date.now() } }),
      ),
    );
    await page.goto('/?info=demo-sg');
    await expectPlaying(page, 250);
    await navButton(page, 'Episodes').click();
    const dialog = page.getByRole('dialog', { name: 'Episodes' });
    await expect(dialog.getByRole('tab')).toHaveCount(10);
    const tab = dialog.getByRole('tab', { name: '241-270' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toBeInViewport();
    const current = dialog.getByRole('button', { name: 'Episode 250, Playing' });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(current).toBeInViewport();
    // Visibly marked, not only for screen readers: its own colours.
    const [marked, other] = await Promise.all(
      [current, dialog.getByRole('button', { name: 'Episode 251' })].map((tile) =>
        tile.evaluate((element) => getComputedStyle(element).borderColor),
      ),
    );
    expect(marked).not.toBe(other);
  });

  test('"Go to episode" plays any episode by its number, and says which numbers exist', async ({ page }) => {
    await openLongSeries(page);
    await page.goto('/?info=demo-sg');
    await expectPlaying(page, 1);
    await navButton(page, 'Episodes').click();
    const dialog = page.getByRole('dialog', { name: 'Episodes' });
    const field = dialog.getByRole('textbox', { name: 'Go to episode' });

    await field.fill('301');
    await dialog.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Choose an episode from 1 to 300');
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    // As an Arabic phone's keyboard types 275 (shared/utils/digits.ts).
    await field.fill('٢٧٥');
    await field.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectPlaying(page, 275);

    await navButton(page, 'Episodes').click();
    await expect(dialog.getByRole('tab', { name: '271-300' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('button', { name: 'Episode 275, Playing' })).toBeInViewport();
  });

  test('the default drama (40 episodes, two tabs) has no "Go to episode"', async ({ page }) => {
    await openDrama(page);
    await expectPlaying(page, 1);
    await navButton(page, 'ตอน').click();
    const dialog = page.getByRole('dialog', { name: 'เลือกตอน' });
    await expect(dialog.getByRole('tab')).toHaveCount(2);
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
  });
});
