import { expect, test } from '@playwright/test';
import { expectPlaying, openDrama, videoState } from './player-helpers';

const isHlsJsChunk = (url: string) => /\/assets\/hls[^/]*\.js$/.test(new URL(url).pathname);

test.describe('HLS', () => {
  test('an .m3u8 episode plays through native HLS, and hls.js is never downloaded', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await openDrama(page, 'dramaHls');
    await expectPlaying(page, 1);
    expect((await videoState(page)).src).toBe('/demo-media/hls/ep1.m3u8');
    expect(scripts.filter(isHlsJsChunk)).toEqual([]);
  });

  test('without native HLS the episode plays through hls.js, loaded on demand', async ({ page }) => {
    await page.addInitScript(() => {
      const canPlayType = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
      };
    });
    const hlsChunk = page.waitForRequest((request) => isHlsJsChunk(request.url()));
    await openDrama(page, 'dramaHls');
    await hlsChunk;
    await expectPlaying(page, 1);
    expect((await videoState(page)).src).toMatch(/^blob:/);
  });
});
