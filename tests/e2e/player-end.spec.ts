import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expectPlaying, navButton, playableEpisodes, seekToEnd, stubDrama, videoState } from './player-helpers';

// After the last episode out, the player does not just stop: an end card says "The end" (or "More
// episodes coming" while the series is still being released), offers the replay and the other series,
// and closes to the last frame. Real playback: the episode is seeked near its end and plays to it.

/** The English drama cut to three playable episodes, out of `total`. */
async function openThreeEpisodes(page: Page, total: number): Promise<void> {
  await stubDrama(page, 'dramaSG', (drama) => ({
    ...drama,
    totalEpisodes: total,
    freeEpisodes: 3,
    dramaUrl: playableEpisodes(3),
  }));
  await page.goto('/?info=demo-sg');
}

/** From episode 1, through the list to the last episode, played to its end. */
async function watchToTheEnd(page: Page): Promise<void> {
  await expectPlaying(page, 1);
  await navButton(page, 'Episodes').click();
  await page.getByRole('button', { name: 'Episode 3, Free' }).click();
  await expectPlaying(page, 3);
  await seekToEnd(page, 0.4);
}

const endCard = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('the end of a series', () => {
  test('a complete series ends on "The end", with the other series and their covers', async ({ page }) => {
    await openThreeEpisodes(page, 3);
    await watchToTheEnd(page);
    const card = endCard(page, 'The end');
    await expect(card).toBeVisible();
    await expect(card.getByText("The Billionaire's Second Chance")).toBeVisible();
    await expect(card.getByText(/episodes are out/)).toHaveCount(0);
    const state = await videoState(page);
    expect(state.paused).toBe(true);
    expect(state.episode).toBe(3);

    await expect(card.getByRole('heading', { name: 'More series' })).toBeVisible();
    const others = card.getByRole('list').getByRole('button');
    await expect(others).toHaveCount(4);
    await expect(others.first()).toContainText('ภรรยาลับของมหาเศรษฐี');
    const covers = card.getByRole('list').locator('img[src*="/demo-media/cover-"]');
    await expect(covers).toHaveCount(4);
    await covers.first().scrollIntoViewIfNeeded();
    await expect.poll(() => covers.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The bottom navigation stays usable under the card.
    await expect(navButton(page, 'Episodes')).toBeVisible();
    await expectAccessible(page, 'the end card (en)');
  });

  test('a series still being released ends on "More episodes coming", with how many are out', async ({ page }) => {
    await openThreeEpisodes(page, 12);
    await watchToTheEnd(page);
    const card = endCard(page, 'More episodes coming');
    await expect(card).toBeVisible();
    await expect(card.getByText('3 of 12 episodes are out. New ones are on the way.')).toBeVisible();
    await expect(endCard(page, 'The end')).toHaveCount(0);
  });

  test('Replay plays the last episode again from its start; Close leaves its last frame, paused', async ({ page }) => {
    await openThreeEpisodes(page, 3);
    await watchToTheEnd(page);
    const card = endCard(page, 'The end');
    await card.getByRole('button', { name: 'Replay' }).click();
    await expect(card).toHaveCount(0);
    await expectPlaying(page, 3);
    expect((await videoState(page)).time).toBeLessThan(3);

    await seekToEnd(page, 0.4);
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Close' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Paused' })).toBeVisible();
    const closed = await videoState(page);
    expect(closed.paused).toBe(true);
    expect(closed.time).toBeGreaterThan(closed.duration - 0.5);
  });

  test('moving back to an earlier episode takes the card away', async ({ page }) => {
    await openThreeEpisodes(page, 3);
    await watchToTheEnd(page);
    await expect(endCard(page, 'The end')).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await expect(endCard(page, 'The end')).toHaveCount(0);
    await expectPlaying(page, 2);
  });
});
