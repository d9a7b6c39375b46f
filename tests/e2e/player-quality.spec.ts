import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import type { PlaybackQualityBatch } from '../../src/shared/api/types';
import { expectPlaying, openDrama, swipe } from './player-helpers';

// Playback quality reaches the backend (src/features/player/quality; docs/backend.md, "Playback quality"): real
// video in Chromium, the media held with page.route where a test needs a stall or no frame at all, and the
// batch asserted as it reached the mock, sent when the page is hidden or left.

const QUALITY = '**/h5/user_action/playback_quality?clientId=*';
const EPISODE_1 = 'mocks/media/ep1.mp4';

/** The reporter is listening (it loads after the first frame, or a second after a play instruction without one). */
const reporterReady = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('playback-quality').length > 0);

/** The page hidden, as a phone's browser does when the visitor switches apps (the way the app's other specs hide it). */
const hidePage = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

/**
 * The moment the page presented the first frame of a <video> after its first play(), on the page's clock: watched
 * from before the page's own scripts, as the bench watches it (scripts/bench/probe.mjs).
 */
async function watchFirstFrame(page: Page): Promise<() => Promise<number | null>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __firstFrame?: number };
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (this instanceof HTMLVideoElement && w.__firstFrame === undefined)
        this.requestVideoFrameCallback((_now, frame) => (w.__firstFrame ??= frame.presentationTime));
      return play.call(this);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __firstFrame?: number }).__firstFrame ?? null);
}

async function batchOf(request: Request): Promise<PlaybackQualityBatch> {
  // What a beacon sends: the JSON text as text/plain, answered by the mock.
  expect(await request.headerValue('content-type')).toBe('text/plain;charset=UTF-8');
  expect(new URL(request.url()).searchParams.get('clientId')).toBe('h5-web-demo');
  expect((await request.response())?.status()).toBe(200);
  return JSON.parse(request.postData() ?? '') as PlaybackQualityBatch;
}

/**
 * Episode 1 served as a slow network would: its first `bytes` (the header and a few seconds) at once, the rest only
 * after `release()`, so that playback stops for want of data once those seconds are played.
 */
async function starveEpisode1(page: Page, bytes: number): Promise<{ held: Promise<void>; release: () => void }> {
  const file = await readFile(EPISODE_1);
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  let reached!: () => void;
  const held = new Promise<void>((done) => (reached = done));
  const answer = (route: Route, start: number, end: number) =>
    route.fulfill({
      status: 206,
      headers: {
        'content-type': 'video/mp4',
        'accept-ranges': 'bytes',
        'content-range': `bytes ${start}-${end}/${file.length}`,
      },
      body: file.subarray(start, end + 1),
    });
  await page.route('**/demo-media/ep1.mp4*', async (route) => {
    const range = /bytes=(\d+)-(\d*)/.exec((await route.request().headerValue('range')) ?? '');
    const start = Number(range?.[1] ?? 0);
    const asked = range?.[2] ? Number(range[2]) : file.length - 1;
    if (start < bytes) return answer(route, start, Math.min(asked, bytes - 1));
    reached();
    await released;
    return answer(route, start, asked);
  });
  return { held, release };
}

test.describe('playback quality reaches the backend', () => {
  test('a watched episode: its first frame, and a stall while its data was held, sent when the page is hidden', async ({
    page,
  }) => {
    // The header and about three seconds of the clip (357 kB for 60 s).
    const media = await starveEpisode1(page, 40_000);
    const firstFramePresented = await watchFirstFrame(page);
    await openDrama(page);
    await reporterReady(page);

    // The rest of the clip is asked for and held: the player shows it is loading (the stall)...
    await media.held;
    await expect(page.getByRole('status', { name: 'กำลังโหลด' })).toBeVisible({ timeout: 15_000 });
    // ...and goes on once it arrives.
    media.release();
    await expect(page.getByRole('status', { name: 'กำลังโหลด' })).toHaveCount(0);
    await expectPlaying(page, 1);

    const beacon = page.waitForRequest(QUALITY);
    await hidePage(page);
    const batch = await batchOf(await beacon);
    expect(batch.views).toHaveLength(1);
    const [view] = batch.views;
    expect(view).toMatchObject({
      dramaId: '10086',
      episodeNumber: 1,
      leftBeforeFirstFrame: false,
      stallCount: 1,
      ended: false,
    });
    expect(view?.ttffMs).toBeGreaterThan(0);
    expect(view?.stalledMs).toBeGreaterThan(0);
    // The first frame reported is the one the page presented after the play instruction, as the test saw it.
    const seen = await firstFramePresented();
    expect(seen).not.toBeNull();
    expect(Math.abs(view!.playAtMs + view!.ttffMs! - seen!)).toBeLessThan(1);
  });

  test('a first episode left before its first frame: said so when the page is hidden', async ({ page }) => {
    // No byte of the episode ever comes.
    await page.route('**/demo-media/ep1.mp4*', () => undefined);
    await openDrama(page);
    await reporterReady(page);
    await expect(page.getByRole('status', { name: 'กำลังโหลด' })).toBeVisible();

    const beacon = page.waitForRequest(QUALITY);
    await hidePage(page);
    const batch = await batchOf(await beacon);
    expect(batch.views).toEqual([
      expect.objectContaining({
        dramaId: '10086',
        episodeNumber: 1,
        ttffMs: null,
        leftBeforeFirstFrame: true,
        stallCount: 0,
        stalledMs: 0,
        ended: false,
      }),
    ]);
    expect(batch.pageLoadId).toMatch(/^[\da-f-]{36}$/);
  });

  test('leaving the page sends the views with a beacon: the episode swiped past ended, the next one on', async ({
    page,
  }) => {
    // A beacon sent while its document unloads never shows up as a request of the page in Playwright (nor in
    // the browser's protocol for the page): what the app hands the browser's beacon is kept in the origin's
    // storage, read back after the navigation.
    await page.addInitScript(() => {
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, body) => {
        const sent = send(url, body);
        localStorage.setItem('test:beacon', JSON.stringify({ url: String(url), body, sent }));
        return sent;
      };
    });
    await openDrama(page);
    await expectPlaying(page, 1);
    await reporterReady(page);
    await swipe(page, 'up');
    await expectPlaying(page, 2);

    await page.goto('/manifest.webmanifest');
    const beacon = await page.evaluate(() => JSON.parse(localStorage.getItem('test:beacon') ?? 'null') as unknown);
    expect(beacon).toMatchObject({ url: '/h5/user_action/playback_quality?clientId=h5-web-demo', sent: true });
    const batch = JSON.parse((beacon as { body: string }).body) as PlaybackQualityBatch;
    expect(
      batch.views.map(({ episodeNumber, ended, leftBeforeFirstFrame }) => ({
        episodeNumber,
        ended,
        leftBeforeFirstFrame,
      })),
    ).toEqual([
      { episodeNumber: 1, ended: true, leftBeforeFirstFrame: false },
      { episodeNumber: 2, ended: false, leftBeforeFirstFrame: false },
    ]);
    expect(batch.views[1]?.ttffMs).toBeGreaterThan(0);
  });
});
