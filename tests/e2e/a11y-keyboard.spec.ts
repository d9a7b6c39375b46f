import { expect, test, type Locator, type Page } from '@playwright/test';
import { openIn, settle, textsOf } from '../support/axe';
import { videoState } from './player-helpers';

// The player with a keyboard alone, on a desktop (no touch, a mouse nobody uses): every action has
// a key or a focusable control, the dialogs keep Tab inside, close on Escape and give the focus back
// to whatever opened them.

test.use({
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
});
test.describe.configure({ timeout: 120_000 });

const LL = textsOf('en');
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const navButton = (page: Page, name: string) => button(page.getByRole('navigation'), name);
const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

/** Presses Tab until `target` has the focus, as a keyboard user would, failing if it never comes. */
async function tabTo(page: Page, target: Locator, { max = 40, shift = false } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${shift ? 'Shift+' : ''}Tab`).toBeFocused();
}

const focusInside = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement));

/**
 * Tab and Shift+Tab keep the focus inside the open dialog, and Tab comes round to where it started:
 * the focus cycles through the dialog's controls and never reaches the page behind.
 */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  await expect.poll(() => focusInside(dialog), { message: 'the dialog takes the focus' }).toBe(true);
  // A sheet takes the focus itself; its cycle starts at its first control.
  if (await dialog.evaluate((element) => element === document.activeElement)) await page.keyboard.press('Tab');
  const start = await page.evaluateHandle(() => document.activeElement);
  let cameRound = false;
  for (let presses = 0; presses < 40 && !cameRound; presses++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog), `focus inside after ${presses + 1} Tab`).toBe(true);
    cameRound = await page.evaluate((element) => element === document.activeElement, start);
  }
  expect(cameRound, 'Tab comes round to the first control').toBe(true);
  for (let presses = 0; presses < 3; presses++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(dialog), `focus inside after ${presses + 1} Shift+Tab`).toBe(true);
  }
}

/** Closes the dialog with Escape and checks the focus went back to `opener`. */
async function escapeBackTo(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await settle(page);
}

async function waitForPlayback(page: Page, episode: number): Promise<void> {
  await expect.poll(async () => (await videoState(page)).episode, { message: `episode ${episode}` }).toBe(episode);
  await expect.poll(async () => (await videoState(page)).time, { message: 'it plays' }).toBeGreaterThan(0);
  await expect.poll(async () => (await videoState(page)).paused, { message: 'not paused' }).toBe(false);
}

/** Pauses with k, and waits until it is paused. */
async function pauseWithK(page: Page): Promise<void> {
  await page.keyboard.press('k');
  await expect.poll(async () => (await videoState(page)).paused, { message: 'paused with k' }).toBe(true);
}

test('the player works with the keyboard alone: sound, pause, episodes, speed and the dialogs', async ({ page }) => {
  await openIn(page, 'en');
  await waitForPlayback(page, 1);
  await pauseWithK(page); // So that turning the sound on is seen to play.

  // Sound: the first control Tab reaches; turning it on plays.
  const sound = button(page, LL.common.tapForSound());
  await tabTo(page, sound);
  await page.keyboard.press('Enter');
  await expect(sound).toHaveCount(0);
  await expect.poll(async () => (await videoState(page)).muted, { message: 'sound on' }).toBe(false);
  await waitForPlayback(page, 1);

  // Pause and play: the control that shows when it has the focus, and the k key.
  const pauseButton = button(page, LL.home.player.pause());
  await tabTo(page, pauseButton);
  await expect(pauseButton).toBeVisible();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await videoState(page)).paused, { message: 'paused with Enter' }).toBe(true);
  await expect(button(page, LL.home.player.play())).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await videoState(page)).paused, { message: 'playing with Enter' }).toBe(false);
  await pauseWithK(page);
  await page.keyboard.press('k');
  await expect.poll(async () => (await videoState(page)).paused, { message: 'playing with k' }).toBe(false);
  await pauseWithK(page);

  // Next and previous episode: moving plays the episode moved to, though the one left was paused.
  await page.keyboard.press('ArrowDown');
  await waitForPlayback(page, 2);
  await page.keyboard.press('ArrowUp');
  await waitForPlayback(page, 1);
  await page.keyboard.press('PageDown');
  await waitForPlayback(page, 2);

  // The episode list: open it from the navigation, choose episode 4 in it.
  const episodesNav = navButton(page, LL.home.nav.episodes());
  await tabTo(page, episodesNav);
  await page.keyboard.press('Enter');
  const list = dialogNamed(page, LL.home.episodes.title());
  await expect(list).toBeVisible();
  await tabTo(page, button(list, `${LL.common.episode({ n: 4 })}, ${LL.common.free()}`));
  await page.keyboard.press('Enter');
  await expect(list).toBeHidden();
  await waitForPlayback(page, 4);
  await expect(episodesNav).toBeFocused();

  // The arrows still change episodes with the focus back on the navigation.
  await page.keyboard.press('ArrowUp');
  await waitForPlayback(page, 3);

  // Speed: the arrows move between speeds, Enter chooses.
  const speedNav = navButton(page, LL.home.nav.speed());
  await tabTo(page, speedNav, { shift: true });
  await page.keyboard.press('Enter');
  const speed = dialogNamed(page, LL.home.speed.title());
  await expect(speed).toBeVisible();
  await tabTo(page, speed.getByRole('radio', { checked: true }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(speed.getByRole('radio', { name: '1.5×' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(speed).toBeHidden();
  await expect.poll(async () => (await videoState(page)).rate, { message: 'plays at 1.5×' }).toBe(1.5);
  await expect(speedNav).toBeFocused();

  // More series, and the way to the account screen.
  const moreNav = navButton(page, LL.home.nav.more());
  await tabTo(page, moreNav);
  await page.keyboard.press('Enter');
  await expect(dialogNamed(page, LL.home.others.title()).getByRole('listitem')).toHaveCount(4);
  await escapeBackTo(page, dialogNamed(page, LL.home.others.title()), moreNav);
  await tabTo(page, navButton(page, LL.home.nav.user()), { shift: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mine$/);
});

test('every dialog keeps Tab inside, closes on Escape and gives the focus back to its opener', async ({ page }) => {
  await openIn(page, 'en');
  await waitForPlayback(page, 1);
  // Held still behind the dialogs: on a busy machine this test runs about as long as an episode.
  await pauseWithK(page);

  for (const [navName, title] of [
    [LL.home.nav.speed(), LL.home.speed.title()],
    [LL.home.nav.episodes(), LL.home.episodes.title()],
    [LL.home.nav.more(), LL.home.others.title()],
  ] as const) {
    const opener = navButton(page, navName);
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = dialogNamed(page, title);
    await expect(dialog).toBeVisible();
    await expectFocusTrapped(page, dialog);
    await escapeBackTo(page, dialog, opener);
  }

  // The paywall, opened from a locked episode's own button.
  const episodesNav = navButton(page, LL.home.nav.episodes());
  await tabTo(page, episodesNav);
  await page.keyboard.press('Enter');
  const locked = button(
    dialogNamed(page, LL.home.episodes.title()),
    `${LL.common.episode({ n: 6 })}, ${LL.common.locked()}`,
  );
  await tabTo(page, locked);
  await page.keyboard.press('Enter');
  const unlock = dialogNamed(page, LL.home.unlock.title({ n: 6 }));
  await expectFocusTrapped(page, unlock);
  await escapeBackTo(page, unlock, episodesNav);

  const unlockNow = button(page.locator('[data-role="current"]'), LL.home.unlock.unlockNow());
  await tabTo(page, unlockNow, { shift: true });
  await page.keyboard.press('Enter');
  await expectFocusTrapped(page, unlock);
  await escapeBackTo(page, unlock, unlockNow);
});
