import { expect, test, type Page } from '@playwright/test';
import { currentVideo, expectPlaying, navButton, openDrama, pause, seekTo, videoState } from './player-helpers';

// The player shows what the <video> really does: a pause or a play from outside the app (a phone call,
// a headset button, the OS, another tab's audio) is shown as it is, and one tap undoes it. Media Session
// (the lock screen, the notification, the headset) shows the drama and controls the player.

const pausedSign = (page: Page) => page.getByRole('img', { name: 'Paused' });
const toggle = (page: Page, name: 'Play' | 'Pause') => page.getByRole('button', { name, exact: true });
const outside = (page: Page, command: 'play' | 'pause') =>
  currentVideo(page).evaluate((video: HTMLVideoElement, command) => void video[command](), command);

/** Opens the English drama with episode 1 playing, far from its end (the demo clips last 6 s). */
async function openPlaying(page: Page): Promise<void> {
  await openDrama(page, 'dramaSG');
  await expectPlaying(page, 1);
  await seekTo(page, 0.2);
}

test.describe('a pause or a play from outside the app', () => {
  test('a pause from outside shows the paused sign and "Play", and one tap plays again', async ({ page }) => {
    // The app's timers run on Playwright's clock, which the test moves on past the controls' sleep.
    await page.clock.install();
    await openPlaying(page);
    await outside(page, 'pause');
    await expect(pausedSign(page)).toBeVisible();
    await expect(toggle(page, 'Play')).toHaveCount(1);
    // It stays paused: no timer of the app starts it again behind the visitor's back.
    await page.clock.runFor(5_000);
    expect((await videoState(page)).paused).toBe(true);
    await expect(pausedSign(page)).toBeVisible();

    await page.touchscreen.tap(195, 380);
    await expect(pausedSign(page)).toHaveCount(0);
    await expectPlaying(page, 1);
  });

  test('Space plays again after a pause from outside', async ({ page }) => {
    await openPlaying(page);
    await outside(page, 'pause');
    await expect(pausedSign(page)).toBeVisible();
    await page.keyboard.press('Space');
    await expectPlaying(page, 1);
    await expect(toggle(page, 'Pause')).toHaveCount(1);
  });

  test('a play from outside shows playing, and the next tap pauses', async ({ page }) => {
    await openPlaying(page);
    await pause(page);
    await expect(pausedSign(page)).toBeVisible();
    await outside(page, 'play');
    await expect(pausedSign(page)).toHaveCount(0);
    await expect(toggle(page, 'Pause')).toHaveCount(1);
    await expectPlaying(page, 1);
    await pause(page);
    await expect(pausedSign(page)).toBeVisible();
  });

  test('a pause while the tab is in the background shows on return, and one tap plays', async ({ page }) => {
    await openPlaying(page);
    // Headless Chromium never hides a tab: the page is told it is hidden, and the browser "pauses" it.
    const setHidden = (hidden: boolean) =>
      page.evaluate((hidden) => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => (hidden ? 'hidden' : 'visible'),
        });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    await outside(page, 'pause');
    await setHidden(false);
    await expect(pausedSign(page)).toBeVisible();
    await page.touchscreen.tap(195, 380);
    await expectPlaying(page, 1);
  });

  test("the app's own pauses do not stick: leaving for the account and coming back plays on", async ({ page }) => {
    await openPlaying(page);
    await navButton(page, 'Me').click();
    await expect(page).toHaveURL(/\/mine$/);
    await expect.poll(async () => (await videoState(page)).paused).toBe(true);
    await page.locator('[data-route="mine"]').getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/\?info=demo-th$/);
    await expectPlaying(page, 1);
    await expect(pausedSign(page)).toHaveCount(0);
  });
});

type Actions = Record<string, ((details?: object) => void) | null>;

/** Records the handlers the app gives navigator.mediaSession, from before the app starts. */
async function captureMediaActions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const session = navigator.mediaSession;
    const actions: Actions = {};
    (window as unknown as { __mediaActions: Actions }).__mediaActions = actions;
    const register = session.setActionHandler.bind(session);
    session.setActionHandler = (action, handler) => {
      actions[action] = handler as Actions[string];
      register(action, handler);
    };
  });
}

const press = (page: Page, action: string) =>
  page.evaluate((action) => {
    const handler = (window as unknown as { __mediaActions: Actions }).__mediaActions[action];
    if (!handler) throw new Error(`no ${action} handler`);
    handler({ action });
  }, action);

const registered = (page: Page) =>
  page.evaluate(() =>
    Object.entries((window as unknown as { __mediaActions: Actions }).__mediaActions)
      .filter(([, handler]) => handler)
      .map(([action]) => action)
      .sort(),
  );

const sessionState = (page: Page) =>
  page.evaluate(() => {
    const { metadata, playbackState } = navigator.mediaSession;
    return {
      playbackState,
      title: metadata?.title ?? null,
      artist: metadata?.artist ?? null,
      artwork: metadata ? metadata.artwork.map(({ src, type }) => ({ src, type })) : null,
    };
  });

test.describe('the lock screen and the headset (Media Session)', () => {
  test.beforeEach(({ page }) => captureMediaActions(page));

  test('shows the drama, the episode and the cover while the player shows, and nothing while it is hidden', async ({
    page,
    baseURL,
  }) => {
    const shown = {
      playbackState: 'playing',
      title: "The Billionaire's Second Chance",
      artist: 'Episode 1',
      artwork: [{ src: new URL('/demo-media/cover-4.jpg', baseURL).href, type: 'image/jpeg' }],
    };
    // Episode 1 is the first: there is nothing before it.
    const actions = ['nexttrack', 'pause', 'play', 'seekbackward', 'seekforward', 'seekto'];
    await openPlaying(page);
    await expect.poll(() => sessionState(page)).toEqual(shown);
    expect(await registered(page)).toEqual(actions);

    await navButton(page, 'Me').click();
    await expect(page).toHaveURL(/\/mine$/);
    await expect
      .poll(() => sessionState(page))
      .toEqual({ playbackState: 'none', title: null, artist: null, artwork: null });
    expect(await registered(page)).toEqual([]);

    await page.locator('[data-route="mine"]').getByRole('button', { name: 'Back', exact: true }).click();
    await expect.poll(() => sessionState(page)).toEqual(shown);
    expect(await registered(page)).toEqual(actions);
  });

  test('next, previous, pause and play move and play the real episodes', async ({ page }) => {
    await openPlaying(page);
    await expect.poll(() => registered(page)).toContain('nexttrack');
    await press(page, 'nexttrack');
    await expectPlaying(page, 2);
    await expect.poll(async () => (await sessionState(page)).artist).toBe('Episode 2');
    await seekTo(page, 0.2);

    await press(page, 'pause');
    await expect.poll(async () => (await videoState(page)).paused).toBe(true);
    await expect(pausedSign(page)).toBeVisible();
    await expect.poll(async () => (await sessionState(page)).playbackState).toBe('paused');

    await press(page, 'play');
    await expect(pausedSign(page)).toHaveCount(0);
    await expectPlaying(page, 2);
    await expect.poll(async () => (await sessionState(page)).playbackState).toBe('playing');

    await press(page, 'previoustrack');
    await expectPlaying(page, 1);
    await expect.poll(async () => (await sessionState(page)).artist).toBe('Episode 1');
  });

  test('next from the last free episode opens the paywall of the locked one, as a swipe does', async ({ page }) => {
    await openPlaying(page);
    await navButton(page, 'Episodes').click();
    await page.getByRole('button', { name: 'Episode 5, Free' }).click();
    await expectPlaying(page, 5);
    await seekTo(page, 0.2);
    await press(page, 'nexttrack');
    await expect(page.getByRole('dialog', { name: 'Unlock Episode 6' })).toBeVisible();
    expect((await videoState(page)).episode).toBe(6);
  });
});
