import { expect, test, type Page, type Request } from '@playwright/test';
import type { OtherDrama } from '../../src/shared/api/types';
import { preferHeader } from '../support/prefer';
import { expectPlaying, navButton, openDrama, slideVideo, stubDrama, swipe } from './player-helpers';

// Saving data: with Data Saver on (navigator.connection.saveData) or on 2G, the next episode is preloaded
// for its metadata only; otherwise it is preloaded whole, so a swipe starts at once. What the browser then
// fetches is its own choice (from the local preview it reads the short demo clip whole either way): the
// tests check the hint the player gives it. Chromium's own navigator.connection says a fast network: each
// test puts the one it needs in its place before the app starts.

interface Connection {
  saveData: boolean;
  effectiveType: string;
}

async function emulateConnection(page: Page, connection: Connection): Promise<void> {
  await page.addInitScript((initial) => {
    const target = Object.assign(new EventTarget(), initial);
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => target, configurable: true });
    // The test changes it like the system would: the values, then a change event.
    (window as { __setConnection?: (next: Partial<Connection>) => void }).__setConnection = (next) => {
      Object.assign(target, next);
      target.dispatchEvent(new Event('change'));
    };
  }, connection);
}

const preloadOf = (page: Page, role: 'current' | 'next') =>
  slideVideo(page, role).evaluate((video: HTMLVideoElement) => video.preload);

/** Episode 1 plays, episode 2 waits in the next slide. */
async function openPlaying(page: Page): Promise<void> {
  await openDrama(page, 'dramaSG');
  await expectPlaying(page, 1);
  await expect(slideVideo(page, 'next')).toHaveAttribute('data-episode', '2');
}

test.describe('saving data', () => {
  test('with Data Saver on, the next episode preloads its metadata only, and still plays on a swipe', async ({
    page,
  }) => {
    await emulateConnection(page, { saveData: true, effectiveType: '4g' });
    await openPlaying(page);
    expect(await preloadOf(page, 'current')).toBe('auto');
    expect(await preloadOf(page, 'next')).toBe('metadata');
    await swipe(page, 'up');
    await expectPlaying(page, 2);
    expect(await preloadOf(page, 'current')).toBe('auto');
    expect(await preloadOf(page, 'next')).toBe('metadata');
  });

  test('on 2G the next episode preloads its metadata only', async ({ page }) => {
    await emulateConnection(page, { saveData: false, effectiveType: '2g' });
    await openPlaying(page);
    expect(await preloadOf(page, 'next')).toBe('metadata');
  });

  test('on a fast network without Data Saver the next episode preloads whole, and follows a change', async ({
    page,
  }) => {
    await emulateConnection(page, { saveData: false, effectiveType: '4g' });
    await openPlaying(page);
    expect(await preloadOf(page, 'next')).toBe('auto');
    await page.evaluate(() =>
      (window as { __setConnection?: (next: Partial<Connection>) => void }).__setConnection?.({
        effectiveType: 'slow-2g',
      }),
    );
    await expect.poll(() => preloadOf(page, 'next')).toBe('metadata');
    expect(await preloadOf(page, 'current')).toBe('auto');
  });
});

// The visitor's own choice in More (automatic, on, off), kept across visits: iPhones send no signal, so "on" is how
// an iPhone visitor saves data. It is set in the page's storage before the app starts where the test is about what
// it does, and chosen in the sheet where the test is about the sheet.
async function storeChoice(page: Page, choice: 'auto' | 'on' | 'off'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('player.dataSaver', value), choice);
}

const moreSheet = (page: Page) => page.getByRole('dialog', { name: 'More series' });

test.describe('the data-saver choice in More', () => {
  test('is a labelled radio group, automatic at first, and the choice is kept across a reload', async ({ page }) => {
    await emulateConnection(page, { saveData: false, effectiveType: '4g' });
    await openPlaying(page);
    await navButton(page, 'More').click();
    const group = moreSheet(page).getByRole('radiogroup', { name: 'Data saver' });
    await expect(group.getByRole('radio', { name: 'Automatic' })).toBeChecked();
    await group.getByRole('radio', { name: 'On' }).click();
    await expect(group.getByRole('radio', { name: 'On' })).toBeChecked();
    // Applied at once: the next episode is now preloaded for its metadata only.
    await expect.poll(() => preloadOf(page, 'next')).toBe('metadata');

    await page.reload();
    await expectPlaying(page, 1);
    expect(await preloadOf(page, 'next')).toBe('metadata');
    await navButton(page, 'More').click();
    await expect(moreSheet(page).getByRole('radio', { name: 'On' })).toBeChecked();
  });

  test('off wins over the browser asking to save data: the next episode preloads whole', async ({ page }) => {
    await emulateConnection(page, { saveData: true, effectiveType: '4g' });
    await storeChoice(page, 'off');
    await openPlaying(page);
    expect(await preloadOf(page, 'next')).toBe('auto');
  });
});

// What the network does: the next episode as HLS played through hls.js (the path where the app, not the browser,
// decides which requests go out). Its playlist is its metadata; its segments are the media bytes.
const isSegment = (request: Request) =>
  /\/demo-media\/hls\/ep1-[^/]*\.(m4s|mp4)$/.test(new URL(request.url()).pathname);
const isPlaylist = (request: Request) => new URL(request.url()).pathname === '/demo-media/hls/ep1.m3u8';

async function openWithHlsNext(page: Page): Promise<Request[]> {
  await page.addInitScript(() => {
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
    };
  });
  await stubDrama(page, 'dramaSG', (drama) => ({
    ...drama,
    dramaUrl: drama.dramaUrl.map((episode) =>
      episode.episodeNumber === 2 ? { ...episode, videoUrl: '/demo-media/hls/ep1.m3u8' } : episode,
    ),
  }));
  const segments: Request[] = [];
  page.on('request', (request) => {
    if (isSegment(request)) segments.push(request);
  });
  return segments;
}

test.describe('what the network does', () => {
  test('on: the next episode loads its playlist only, and its segments once it is shown', async ({ page }) => {
    await storeChoice(page, 'on');
    const segments = await openWithHlsNext(page);
    const playlist = page.waitForResponse((response) => isPlaylist(response.request()));
    await openPlaying(page);
    await playlist;
    // Episode 1 plays on for a while with episode 2 attached next to it: not one segment of episode 2.
    await expectPlaying(page, 1);
    expect(segments).toEqual([]);

    const segment = page.waitForRequest(isSegment);
    await swipe(page, 'up');
    await segment;
    await expectPlaying(page, 2);
  });

  test('off, with the browser asking to save data: the next episode is preloaded, segments and all', async ({
    page,
  }) => {
    await emulateConnection(page, { saveData: true, effectiveType: '4g' });
    await storeChoice(page, 'off');
    await openWithHlsNext(page);
    const segment = page.waitForRequest(isSegment);
    await openPlaying(page);
    await segment;
    expect(await slideVideo(page, 'next').getAttribute('data-episode')).toBe('2');
  });

  test("on: other series' covers are asked for only once they are scrolled into view", async ({ page }) => {
    await storeChoice(page, 'on');
    // Twelve series, each cover its own address, so each request tells which cover it is.
    await page.route('**/h5/drama_video/link/get_other_video_link?*', async (route) => {
      const response = await route.fetch({
        headers: { ...route.request().headers(), prefer: preferHeader('getOtherDramas', 'otherDramas') },
      });
      const body = (await response.json()) as { data: OtherDrama[] };
      const [first] = body.data;
      const data = Array.from({ length: 12 }, (_, n) => ({
        ...first!,
        dramaId: `${20000 + n}`,
        title: `Series ${n + 1}`,
        cover: `/demo-media/cover-1.jpg?series=${n + 1}`,
      }));
      await route.fulfill({ response, json: { ...body, data } });
    });
    const covers = new Set<number>();
    page.on('request', (request) => {
      const series = new URL(request.url()).searchParams.get('series');
      if (series) covers.add(Number(series));
    });
    await openPlaying(page);
    await navButton(page, 'More').click();
    const items = moreSheet(page).getByRole('listitem');
    await expect(items).toHaveCount(12);
    // The first row is on screen: its covers come.
    for (const n of [1, 2, 3]) {
      await expect(items.nth(n - 1).locator('img')).toHaveAttribute('src', /series=/);
    }
    await expect.poll(() => [1, 2, 3].every((n) => covers.has(n))).toBe(true);
    // The last row is far below the sheet's fold: nothing asked for it.
    expect([10, 11, 12].filter((n) => covers.has(n))).toEqual([]);
    await expect(items.nth(11).locator('img')).not.toHaveAttribute('src', /./);

    const last = page.waitForRequest((request) => new URL(request.url()).searchParams.get('series') === '12');
    await items.nth(11).scrollIntoViewIfNeeded();
    await last;
  });
});
