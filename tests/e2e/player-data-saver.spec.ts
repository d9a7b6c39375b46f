import { expect, test, type Page } from '@playwright/test';
import { expectPlaying, openDrama, slideVideo, swipe } from './player-helpers';

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
