// The player in WebKit: open a drama, read the on-screen <video>, seek, and the proof of playback the
// Playwright specs use (tests/e2e/player-helpers.ts): the episode on screen and its time moving forward.
import { expect } from 'vitest';
import type { ExampleName } from '@generated/operations';
import { useExample } from './mock';
import { click, stored } from './page';
import { open, type Browser } from './webkit';

/** Opens the demo link (the Thai drama, unless another getDramaInfo example is named). */
export async function openDrama(browser: Browser, drama: ExampleName<'getDramaInfo'> = 'dramaTH'): Promise<void> {
  if (drama !== 'dramaTH') await useExample('getDramaInfo', drama);
  await open(browser, '/?info=demo-th');
}

/** Waits until the start-up has registered the guest (USER_ID stored). */
export async function waitForGuest(browser: Browser): Promise<void> {
  await expect.poll(() => stored(browser, 'USER_ID'), { timeout: 15_000, interval: 200 }).not.toBeNull();
}

export interface VideoState {
  episode: number;
  time: number;
  duration: number;
  paused: boolean;
  muted: boolean;
  src: string | null;
  /** For a failure's message: what the element says of itself. */
  readyState: number;
  networkState: number;
  seeking: boolean;
  bufferedTo: number | null;
  error: number | null;
}

/** The on-screen episode's <video>, or null while there is none. */
export function videoState(browser: Browser): Promise<VideoState | null> {
  return browser.execute(() => {
    const video = document.querySelector<HTMLVideoElement>('[data-role="current"] video');
    if (!video) return null;
    return {
      episode: Number(video.dataset.episode),
      time: video.currentTime,
      duration: video.duration,
      paused: video.paused,
      muted: video.muted,
      src: video.getAttribute('src'),
      readyState: video.readyState,
      networkState: video.networkState,
      seeking: video.seeking,
      bufferedTo: video.buffered.length ? video.buffered.end(video.buffered.length - 1) : null,
      error: video.error?.code ?? null,
    };
  });
}

/** The on-screen episode's <video> state; fails when there is none. */
export async function requireVideoState(browser: Browser): Promise<VideoState> {
  const state = await videoState(browser);
  if (!state) throw new Error('no <video> on screen');
  return state;
}

const poll = { timeout: 15_000, interval: 200 };

/** Real playback is the proof: the on-screen episode is `episode` and its time moves forward. */
export async function expectPlaying(browser: Browser, episode: number): Promise<void> {
  await expect
    .poll(async () => (await videoState(browser))?.episode, { ...poll, message: `episode ${episode} on screen` })
    .toBe(episode);
  await expect
    .poll(async () => (await requireVideoState(browser)).time, { ...poll, message: `episode ${episode} starts` })
    .toBeGreaterThan(0);
  const start = (await requireVideoState(browser)).time;
  let last: VideoState | null = null;
  await expect
    .poll(
      async () => {
        last = await requireVideoState(browser);
        return last.time;
      },
      { ...poll, message: `episode ${episode} advances` },
    )
    .toBeGreaterThan(start + 0.2)
    .catch((error: Error) => {
      throw new Error(`${error.message}\nthe <video> then: ${JSON.stringify(last)}`, { cause: error });
    });
  expect((await requireVideoState(browser)).paused).toBe(false);
}

/** Seeks the on-screen episode (a shortcut to an episode's end, as in the Playwright specs). */
export async function seekTo(browser: Browser, seconds: number): Promise<void> {
  await browser.execute((time: number) => {
    document.querySelector<HTMLVideoElement>('[data-role="current"] video')!.currentTime = time;
  }, seconds);
}

/** Seeks to `before` seconds from the on-screen episode's end. */
export async function seekToEnd(browser: Browser, before = 0.3): Promise<void> {
  await seekTo(browser, (await requireVideoState(browser)).duration - before);
}

/** A swipe up over the middle of the video, as a finger would (a pointer drag): the next episode. */
export async function swipeUp(browser: Browser): Promise<void> {
  await browser
    .action('pointer', { parameters: { pointerType: 'mouse' } })
    .move({ x: 195, y: 560 })
    .down()
    .move({ x: 195, y: 400, duration: 100 })
    .move({ x: 195, y: 240, duration: 100 })
    .up()
    .perform();
}

/** A tap in the middle of the video (pauses or resumes it). */
export async function tapVideo(browser: Browser): Promise<void> {
  await browser
    .action('pointer', { parameters: { pointerType: 'mouse' } })
    .move({ x: 195, y: 380 })
    .down()
    .up()
    .perform();
}

/**
 * From the English drama's episode 1, through the list to free episode 5, seeked to its end: autoplay
 * reaches locked episode 6, whose paywall opens. Returns the paywall dialog's name.
 */
export async function reachLockedEpisode(browser: Browser): Promise<string> {
  await openDrama(browser, 'dramaSG');
  await expectPlaying(browser, 1);
  await click(browser, 'button', 'Episodes');
  await click(browser, 'button', 'Episode 5, Free');
  await expectPlaying(browser, 5);
  await seekToEnd(browser);
  return 'Unlock Episode 6';
}
