import { expect, test, type Page } from '@playwright/test';
import {
  currentVideo,
  expectPlaying,
  openDrama,
  recordRequests,
  trackedEvents,
  useExample,
  videoState,
  watchVideoCount,
} from './player-helpers';

// The prelude: the early script starts the first episode as soon as the drama is known, before the
// app's JavaScript has arrived, and the player takes that very <video> over (src/entries/early/prelude.ts; the player's half: src/features/player/prelude).
// Each test holds the app's chunk back, as a slow network would, to see the prelude on its own.

/** Holds the app's JavaScript (the start chunk, with the home screen) until `release()`: no player before. */
async function holdHomeScreen(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * The prelude's <video>, over the splash until the player takes it: on the body, or beside it when the
 * early script had it from storage before the body was parsed.
 */
const preludeVideo = (page: Page) => page.locator(':root > video, body > video');

async function expectPreludePlaying(page: Page, episode: number, from = 0): Promise<void> {
  await expect(preludeVideo(page)).toHaveAttribute('data-episode', String(episode));
  await expect
    .poll(() => preludeVideo(page).evaluate((video: HTMLVideoElement) => video.currentTime), {
      message: `the prelude plays episode ${episode}`,
    })
    .toBeGreaterThan(from + 0.3);
  await expect(page.locator('.player-screen')).toHaveCount(0);
  await preludeVideo(page).evaluate(
    (video) => ((window as unknown as { __preludeSeen: Element }).__preludeSeen = video),
  );
}

const isThePrelude = (page: Page) =>
  currentVideo(page).evaluate((video) => video === (window as unknown as { __preludeSeen: Element }).__preludeSeen);

/** The player's current video becomes the very element the prelude played (checked as soon as it shows). */
async function expectPreludeTakenOver(page: Page): Promise<void> {
  await expect.poll(() => isThePrelude(page).catch(() => false), { message: 'the player took the prelude' }).toBe(true);
}

test.describe('the first episode starts before the app has loaded', () => {
  test('it plays while the app downloads, and the player carries on with that very video', async ({ page }) => {
    const maxVideos = await watchVideoCount(page);
    const calls = recordRequests(page);
    const release = await holdHomeScreen(page);
    await openDrama(page);
    await expectPreludePlaying(page, 1);
    expect(await preludeVideo(page).evaluate((video: HTMLVideoElement) => video.muted)).toBe(true);
    // It takes the feed's box before the player's stylesheet is in: the screen above the navigation (--nav-height).
    const preludeBox = await preludeVideo(page).boundingBox();

    release();
    await expectPlaying(page, 1);
    expect(await page.locator('.player-feed').boundingBox()).toEqual(preludeBox);
    expect(await isThePrelude(page)).toBe(true);
    await expect(preludeVideo(page)).toHaveCount(0);
    expect(await maxVideos()).toBeLessThanOrEqual(3);
    // The tap for sound unmutes the prelude's element itself, the feed's current slide, so the
    // permission it gives stays with it.
    await page.getByRole('button', { name: 'แตะเพื่อเปิดเสียง' }).tap();
    await expect.poll(async () => (await videoState(page)).muted).toBe(false);
    expect(await isThePrelude(page)).toBe(true);

    // The episode that began in the prelude is reported like any other, once.
    const viewed = () =>
      trackedEvents(calls)
        .filter((event) => event.event === 'ViewContent')
        .map((event) => event.properties?.episodeNumber);
    await expect.poll(viewed, { timeout: 15_000 }).toEqual([1]);
  });

  test('a return visit starts the remembered episode at its position, from what it stored', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('__seeded')) return;
      sessionStorage.setItem('__seeded', '1');
      const saved = { episodeNumber: 3, time: 20, duration: 62, savedAt: 1 };
      localStorage.setItem('player.positions', JSON.stringify({ '10086': saved }));
    });
    const release = await holdHomeScreen(page);
    await openDrama(page);
    await expectPreludePlaying(page, 3, 20);

    release();
    await expectPreludeTakenOver(page);
    await expectPlaying(page, 3);
  });

  test('a visitor coming back starts from the stored drama, before any answer and before the page’s body', async ({
    page,
  }) => {
    await openDrama(page);
    await expectPlaying(page, 1);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('DRAMA_INFO') !== null)).toBe(true);

    // The second visit gets no drama answer and no home screen until released: what plays comes from storage.
    let answer!: () => void;
    const answered = new Promise<void>((done) => (answer = done));
    await page.route(/\/h5\/drama_video\/info/, async (route) => {
      await answered;
      await route.continue();
    });
    const release = await holdHomeScreen(page);
    await page.reload();
    // The stored episode plays before any answer.
    await expect(page.locator(':root > video')).toHaveCount(1);
    await expectPreludePlaying(page, 1);
    // The early script ran in the head, so the element sits beside the body until the player takes it.
    await expect(page.locator(':root > video')).toHaveCount(1);

    answer();
    release();
    await expectPlaying(page, 1);
    expect(await isThePrelude(page)).toBe(true);
    await expect(preludeVideo(page)).toHaveCount(0);
  });

  test('in another language than the default (Arabic, right to left), the player carries on with the prelude too', async ({
    page,
  }) => {
    const release = await holdHomeScreen(page);
    await openDrama(page, 'dramaAE');
    await expectPreludePlaying(page, 1);
    // The early script has put the drama's language on the page before the app arrived.
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    release();
    await expectPreludeTakenOver(page);
    await expectPlaying(page, 1);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('when the player decides on another episode, the prelude stops and goes', async ({ page }) => {
    const maxVideos = await watchVideoCount(page);
    const release = await holdHomeScreen(page);
    await openDrama(page);
    await expectPreludePlaying(page, 1);
    // Meanwhile another tab of this visitor moved on to episode 5.
    await page.evaluate(() => {
      const saved = { episodeNumber: 5, time: 0, duration: 64, savedAt: Date.now() };
      localStorage.setItem('player.positions', JSON.stringify({ '10086': saved }));
    });

    release();
    await expectPlaying(page, 5);
    const prelude = await page.evaluate(() => {
      const video = (window as unknown as { __preludeSeen: HTMLVideoElement }).__preludeSeen;
      return { connected: video.isConnected, src: video.getAttribute('src'), paused: video.paused };
    });
    expect(prelude).toEqual({ connected: false, src: null, paused: true });
    expect(await maxVideos()).toBeLessThanOrEqual(3);
  });

  test('a drama the app does not play starts no video at all', async ({ page }) => {
    const maxVideos = await watchVideoCount(page);
    await useExample(page, 'getDramaInfo', 'dramaUnsupportedRegion');
    await openDrama(page);
    await expect(page.getByText('This region is not supported yet')).toBeVisible();
    expect(await maxVideos()).toBe(0);
  });
});
