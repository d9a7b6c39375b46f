import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { startNginx, type RunningNginx } from '../../scripts/deploy/nginx.mjs';
import { expectPlaying, navButton, videoState } from '../e2e/player-helpers';
import { expect, test, useExample, watchPolicies } from './deploy-helpers';

// Production shape: the videos, HLS segments and covers come from a media CDN on another origin,
// named in MEDIA_ORIGINS when the nginx configuration is rendered. A stand-in CDN serves the demo
// clips here (with CORS, which hls.js needs, as a real CDN must), and the API's answers point at it.

const types: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m4s': 'video/iso.segment',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.jpg': 'image/jpeg',
};

/** A static file server with CORS and byte ranges, as a video CDN is. */
function startMediaCdn(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const relative = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://cdn').pathname)).replace(
      /^\/+/,
      '',
    );
    const file = join(dir, relative);
    let size: number;
    try {
      size = statSync(file).size;
    } catch {
      response.writeHead(404).end();
      return;
    }
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
    const start = range?.[1] ? Number(range[1]) : range?.[2] ? size - Number(range[2]) : 0;
    const end = range?.[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    response.writeHead(range ? 206 : 200, {
      'Access-Control-Allow-Origin': '*',
      'Accept-Ranges': 'bytes',
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      'Content-Length': String(end - start + 1),
      ...(range ? { 'Content-Range': `bytes ${start}-${end}/${size}` } : {}),
    });
    createReadStream(file, { start, end }).pipe(response);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

let cdn: Server;
let cdnUrl: string;
let app: RunningNginx;

test.beforeAll(async () => {
  cdn = await startMediaCdn(process.env.DEPLOY_MEDIA_DIR!);
  cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
  app = await startNginx({
    root: process.env.DEPLOY_BUILD_A!,
    apiUpstream: process.env.DEPLOY_MOCK_URL,
    mediaOrigins: cdnUrl,
  });
});

test.afterAll(async () => {
  await app?.stop();
  await new Promise((done) => cdn?.close(done));
});

/** The API's answers name the CDN instead of the app's own /demo-media/ (registered first, so it runs after useExample). */
async function mediaFromCdn(page: Page) {
  await page.route('**/h5/drama_video/**', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replaceAll('/demo-media/', `${cdnUrl}/`) });
  });
}

test('with MEDIA_ORIGINS set, episodes and covers from the media CDN show with no violation', async ({ page }) => {
  await mediaFromCdn(page);
  await useExample(page, 'getDramaInfo', 'dramaTH');
  const asset = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/assets/'));
  const document = await page.goto(`${app.url}/?info=demo-th`);
  // The page asks the browser to connect to the CDN while it reads the page; its files do not.
  expect(document?.headers().link).toBe(`<${cdnUrl}>; rel=preconnect, <${cdnUrl}>; rel=preconnect; crossorigin`);
  expect((await asset).headers().link).toBeUndefined();
  await expectPlaying(page, 1);
  expect((await videoState(page)).src).toBe(`${cdnUrl}/ep1.mp4`);

  await navButton(page, 'เพิ่มเติม').click();
  const cover = page.getByRole('dialog', { name: 'ซีรีส์อื่น ๆ' }).locator('img').first();
  await expect(cover).toHaveAttribute('src', new RegExp(`^${cdnUrl}/`));
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('with MEDIA_ORIGINS set, hls.js fetches the playlist and segments from the media CDN', async ({ page }) => {
  await page.addInitScript(() => {
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
    };
  });
  await mediaFromCdn(page);
  const segment = page.waitForResponse((response) => response.url().startsWith(`${cdnUrl}/hls/`) && response.ok());
  await useExample(page, 'getDramaInfo', 'dramaHls');
  await page.goto(`${app.url}/?info=demo-th`);
  await segment;
  await expectPlaying(page, 1);
  expect((await videoState(page)).src).toMatch(/^blob:/);
});

base('without it, the policy blocks the media CDN, and the browser says so', async ({ page, baseURL }) => {
  const reports = await watchPolicies(page);
  await mediaFromCdn(page);
  await page.goto(`${baseURL}/?info=demo-th`); // the test deployment: MEDIA_ORIGINS empty
  await expect
    .poll(() =>
      reports()
        .filter((report) => report.source === 'event')
        .map((report) => report.text),
    )
    .toContainEqual(expect.stringMatching(new RegExp(`^media-src blocked ${cdnUrl}/ep1\\.mp4`)));
});
