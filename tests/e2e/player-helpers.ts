// Helpers for the player specs: open a drama, read the playing <video>, pause it, swipe with real
// touch events, count <video> elements. Prism examples and the request recorder come from the shared
// support (tests/support/prefer.ts).
import { expect, type Page } from '@playwright/test';
import type { ExampleName } from '../../generated/operations';
import type { DramaInfo, Episode } from '../../src/shared/api/types';
import { preferHeader, recordRequests, useExample } from '../support/prefer';

export { recordRequests, useExample };

/** The TikTok events (/tt/event/track) among the recorded calls. */
export function trackedEvents(recorder: ReturnType<typeof recordRequests>): TrackedEvent[] {
  return recorder.of('trackEvent').map((call) => call.body as TrackedEvent);
}

export interface TrackedEvent {
  event: string;
  eventId: string;
  ttclid?: string;
  properties?: { episodeNumber?: number; contentId?: string };
}

/** Opens a drama through the demo link (Thai, 40 episodes, unless another getDramaInfo example is named). */
export async function openDrama(page: Page, drama: ExampleName<'getDramaInfo'> = 'dramaTH', query = ''): Promise<void> {
  if (drama !== 'dramaTH') await useExample(page, 'getDramaInfo', drama);
  await page.goto(`/?info=demo-th${query}`);
}

/**
 * Answers every drama info call (the early script's too) with a contract example changed by `edit`: a
 * drama no example has (a series still being released, one of hundreds of episodes). Prism still answers
 * the call first, so the request is checked against the contract.
 */
export async function stubDrama(
  page: Page,
  example: ExampleName<'getDramaInfo'>,
  edit: (drama: DramaInfo) => DramaInfo,
): Promise<void> {
  await page.route('**/h5/drama_video/info?*', async (route) => {
    const response = await route.fetch({
      headers: { ...route.request().headers(), prefer: preferHeader('getDramaInfo', example) },
    });
    const body = (await response.json()) as { data: DramaInfo };
    await route.fulfill({ response, json: { ...body, data: edit(body.data) } });
  });
}

/** `count` episodes, every one playable (the six demo clips in turn): a series unlocked to its end. */
export function playableEpisodes(count: number): Episode[] {
  return Array.from({ length: count }, (_, index) => ({
    episodeNumber: index + 1,
    videoUrl: `/demo-media/ep${(index % 6) + 1}.mp4`,
    locked: false,
  }));
}

/** Counts the <video> elements the page ever holds at once, from before the app starts. */
export async function watchVideoCount(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const track = () => {
      const count = document.querySelectorAll('video').length;
      const w = window as unknown as { __maxVideos?: number };
      w.__maxVideos = Math.max(w.__maxVideos ?? 0, count);
    };
    new MutationObserver(track).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __maxVideos?: number }).__maxVideos ?? 0);
}

export interface VideoState {
  episode: number;
  time: number;
  duration: number;
  paused: boolean;
  muted: boolean;
  rate: number;
  src: string | null;
}

/** The <video> of the feed's slide in `role`: the episode before, on screen, or next. */
export const slideVideo = (page: Page, role: 'prev' | 'current' | 'next' = 'current') =>
  page.locator(`[data-role="${role}"] video`);

/** The on-screen episode's <video>. */
export const currentVideo = (page: Page) => slideVideo(page);

export function videoState(page: Page): Promise<VideoState> {
  return currentVideo(page).evaluate((video: HTMLVideoElement) => ({
    episode: Number(video.dataset.episode),
    time: video.currentTime,
    duration: video.duration,
    paused: video.paused,
    muted: video.muted,
    rate: video.playbackRate,
    src: video.getAttribute('src'),
  }));
}

/** Real playback is the proof: the on-screen episode is `episode` and its currentTime moves forward. */
export async function expectPlaying(page: Page, episode: number): Promise<void> {
  await expect
    .poll(async () => (await videoState(page)).episode, { message: `episode ${episode} on screen` })
    .toBe(episode);
  await expect
    .poll(async () => (await videoState(page)).time, { message: `episode ${episode} starts` })
    .toBeGreaterThan(0);
  const start = (await videoState(page)).time;
  await expect
    .poll(async () => (await videoState(page)).time, { message: `episode ${episode} advances` })
    .toBeGreaterThan(start + 0.2);
  expect((await videoState(page)).paused).toBe(false);
}

/** The first moment any episode played after the page loaded (installed before the app starts). */
export async function watchFirstPlay(page: Page): Promise<() => Promise<{ episode: number; time: number } | null>> {
  await page.addInitScript(() => {
    document.addEventListener(
      'playing',
      (event) => {
        const video = event.target as HTMLVideoElement;
        const w = window as unknown as { __firstPlay?: { episode: number; time: number } };
        w.__firstPlay ??= { episode: Number(video.dataset.episode), time: video.currentTime };
      },
      true,
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { __firstPlay?: { episode: number; time: number } }).__firstPlay ?? null);
}

/** Pauses the on-screen episode with a tap, and waits until it is paused. */
export async function pause(page: Page): Promise<void> {
  await page.touchscreen.tap(195, 380);
  await expect.poll(async () => (await videoState(page)).paused, { message: 'paused by a tap' }).toBe(true);
}

/** A vertical swipe with real touch events over the middle of the video: up (-1 → next) or down. */
export async function swipe(page: Page, direction: 'up' | 'down'): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const x = 195;
  const from = direction === 'up' ? 560 : 240;
  const to = direction === 'up' ? 240 : 560;
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: from }] });
  for (let step = 1; step <= 8; step++) {
    const y = from + ((to - from) * step) / 8;
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

/** Seeks the on-screen episode (a test shortcut to an episode's end; the bar's own seeking has its test). */
export async function seekTo(page: Page, seconds: number): Promise<void> {
  await currentVideo(page).evaluate((video: HTMLVideoElement, time) => {
    video.currentTime = time;
  }, seconds);
}

/** Seeks the on-screen episode to `before` seconds short of its end, from where it ends on its own. */
export async function seekToEnd(page: Page, before = 0.3): Promise<void> {
  await seekTo(page, (await videoState(page)).duration - before);
}

export const navButton = (page: Page, name: string) => page.getByRole('navigation').getByRole('button', { name });

/**
 * From the English drama's episode 1, through the list to free episode 5, seeked to its end: autoplay reaches
 * locked episode 6, whose paywall opens. `open` false when the page already shows that drama.
 */
export async function reachLockedEpisode(page: Page, { open = true } = {}) {
  if (open) await openDrama(page, 'dramaSG');
  await expectPlaying(page, 1);
  await navButton(page, 'Episodes').click();
  await page.getByRole('button', { name: 'Episode 5, Free' }).click();
  await expectPlaying(page, 5);
  await seekToEnd(page);
  const dialog = page.getByRole('dialog', { name: 'Unlock Episode 6' });
  await expect(dialog).toBeVisible();
  return dialog;
}
