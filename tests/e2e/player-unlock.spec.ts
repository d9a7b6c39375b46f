import { expect, test } from '@playwright/test';
import { holdRequests } from '../support/control';
import {
  expectPlaying,
  navButton,
  openDrama,
  reachLockedEpisode,
  recordRequests,
  trackedEvents,
  useExample,
  videoState,
} from './player-helpers';

const UNLOCK = '/h5/drama_video/unlock';
const UNLOCK_ALL = '/h5/drama_video/unlock_all';

test.describe('unlocking', () => {
  test('autoplay into a locked episode pauses on the paywall with the balance, price and series offer', async ({
    page,
  }) => {
    const dialog = await reachLockedEpisode(page);
    await expect(dialog.getByText('Unlocking this episode requires payment')).toBeVisible();
    await expect(dialog.getByText('720 coins')).toBeVisible();
    await expect(dialog.getByText('30 coins per episode')).toBeVisible();
    // Seven locked episodes at 30 coins cost 210; the series costs 200.
    await expect(dialog.getByRole('button', { name: /Unlock all episodes for 200 coins/ })).toContainText(
      'Save 10 coins',
    );
    expect((await videoState(page)).episode).toBe(6);
  });

  test('unlock now: the balance updates from the answer and the episode plays', async ({ page }) => {
    const dialog = await reachLockedEpisode(page);
    const recorder = recordRequests(page);
    await dialog.getByRole('button', { name: 'Unlock now' }).click();
    await expect(page.getByRole('status').getByText('Unlocked successfully · Balance 690 coins')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expectPlaying(page, 6);
    expect((await videoState(page)).src).toBe('/demo-media/ep6.mp4');
    expect(recorder.to(UNLOCK, 'POST').map((call) => call.body)).toEqual([{ dramaId: '10089', episodeNumber: 6 }]);

    // The wallet's balance now is the one from the answer: the next paywall shows it.
    await navButton(page, 'Episodes').click();
    await page.getByRole('button', { name: 'Episode 9, Locked' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Unlock Episode 9' }).getByText('690 coins', { exact: true }),
    ).toBeVisible();
  });

  test('an answer that does not unlock the episode asked for is told, and the drama asked for again', async ({
    page,
  }) => {
    await openDrama(page, 'dramaSG');
    await expectPlaying(page, 1);
    await navButton(page, 'Episodes').click();
    await page.getByRole('button', { name: 'Episode 9, Locked' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unlock Episode 9' });
    const recorder = recordRequests(page);
    // Prism's fixed answer unlocks episode 6, whatever was asked: a race on a real server looks the same.
    await dialog.getByRole('button', { name: 'Unlock now' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'Episode 9 is still locked. The episode list has been refreshed; please try again.',
    );
    await expect.poll(() => recorder.of('getDramaInfo').length).toBe(1);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('690 coins')).toBeVisible();
    expect(recorder.to(UNLOCK, 'POST').map((call) => call.body)).toEqual([{ dramaId: '10089', episodeNumber: 9 }]);
  });

  test('unlock all: every episode opens and the balance updates', async ({ page }) => {
    const dialog = await reachLockedEpisode(page);
    await dialog.getByRole('button', { name: /Unlock all episodes/ }).click();
    await expect(page.getByRole('status').getByText('Unlocked successfully · Balance 120 coins')).toBeVisible();
    await expectPlaying(page, 6);
    await navButton(page, 'Episodes').click();
    await expect(page.getByRole('button', { name: /Locked/ })).toHaveCount(0);
  });

  test('a double tap sends one request, with an Idempotency-Key', async ({ page }) => {
    const dialog = await reachLockedEpisode(page);
    // The answer is held until both taps are in, so the second lands while the first call is under way.
    const answer = await holdRequests(page, `**${UNLOCK}`);
    const recorder = recordRequests(page);
    const unlock = dialog.getByRole('button', { name: 'Unlock now' });
    await unlock.tap();
    await answer.sent;
    await dialog.getByRole('button', { name: 'Unlocking…' }).tap({ force: true });
    await expect(dialog.getByRole('button', { name: 'Unlocking…' })).toBeDisabled();
    answer.release();
    await expectPlaying(page, 6);
    const calls = recorder.to(UNLOCK, 'POST');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('a lost unlock says what to do next in the sheet, and the button is back', async ({ page }) => {
    const dialog = await reachLockedEpisode(page);
    await page.route(`**${UNLOCK}`, (route) => route.abort('connectionfailed'));
    await dialog.getByRole('button', { name: 'Unlock now' }).click();
    // The outcome is unknown (the server may have charged): the same tap is safe, and the sheet says so.
    await expect(dialog.getByRole('alert')).toHaveText(
      "We couldn't confirm the unlock. Tap again: you won't be charged twice.",
    );
    await expect(dialog.getByRole('button', { name: 'Unlock now' })).toBeEnabled();
  });

  test('a refused unlock is told above the open sheet, seen and read out', async ({ page }) => {
    await useExample(page, 'unlockEpisode', 'dramaNotFound');
    const dialog = await reachLockedEpisode(page);
    await dialog.getByRole('button', { name: 'Unlock now' }).click();
    // Inside the modal sheet: everything outside a modal <dialog> is inert, unseen by assistive technology.
    const toast = dialog.getByRole('status');
    await expect(toast).toHaveText('Drama not found');
    await expect(dialog).toBeVisible();
    // Shown once: the page's own region, under the sheet's backdrop, hides while the sheet is open.
    await expect(page.locator('.toast-item').filter({ visible: true })).toHaveCount(1);
    // In the top layer, above the sheet (a popover shown after it), placed against the screen.
    expect(await toast.evaluate((region) => region.matches(':popover-open'))).toBe(true);
    const box = (await toast.locator('.toast-item').boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThan(2);
    // What a screen reader is given: the toast's text, not ignored.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send('Accessibility.queryAXTree', {
      objectId: (
        await cdp.send('Runtime.evaluate', { expression: "document.querySelector('dialog[open] .toast-item')" })
      ).result.objectId!,
      accessibleName: 'Drama not found',
    });
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.every((node) => !node.ignored)).toBe(true);
  });

  test('insufficient balance offers top up, which leads to /recharge', async ({ page }) => {
    await useExample(page, 'unlockEpisode', 'insufficientBalance');
    const dialog = await reachLockedEpisode(page);
    const recorder = recordRequests(page);
    await dialog.getByRole('button', { name: 'Unlock now' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Insufficient balance. Please top up first.');
    await dialog.getByRole('button', { name: 'Top up now' }).click();
    await expect(page).toHaveURL(/\/recharge\?episode=6$/);
    await expect.poll(() => trackedEvents(recorder).map((event) => event.event)).toContain('InitiateCheckout');
    const checkout = trackedEvents(recorder).find((event) => event.event === 'InitiateCheckout');
    expect(checkout?.properties?.episodeNumber).toBe(6);
  });

  test('with no coins the paywall leads straight to top up', async ({ page }) => {
    await useExample(page, 'getBalance', 'zeroBalance');
    const dialog = await reachLockedEpisode(page);
    await expect(dialog.getByText('0 coins', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Unlock now' })).toHaveCount(0);
    const recorder = recordRequests(page);
    await dialog.getByRole('button', { name: 'Top up now' }).click();
    await expect(page).toHaveURL(/\/recharge\?episode=6$/);
    expect(recorder.to(UNLOCK)).toHaveLength(0);
    expect(recorder.to(UNLOCK_ALL)).toHaveLength(0);
  });
});
