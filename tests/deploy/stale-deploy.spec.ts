import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startNginx, type RunningNginx } from '../../scripts/deploy/nginx.mjs';
import { navButton, videoState } from '../e2e/player-helpers';
import { firstVisitWithShellWorker, pageDelivery } from '../support/shell-worker';
import { expect, test, useExample } from './deploy-helpers';

// A deployment while a visitor has the app open: nginx's root is a symlink switched from one build
// to the next, as a release directory is. Build B is build A with every hashed file renamed
// (scripts/deploy/rehash-build.mjs); build C is B with the /mine chunk missing (a broken upload).
// These tests switch the served build, so they have an nginx of their own and run one at a time.

test.describe.configure({ mode: 'serial' });

const builds = { A: process.env.DEPLOY_BUILD_A!, B: process.env.DEPLOY_BUILD_B!, C: '' };
let dir: string;
let nginx: RunningNginx;

/** Switches the served build atomically (a new symlink renamed over the old one). */
function deploy(build: keyof typeof builds) {
  const next = join(dir, 'next');
  rmSync(next, { force: true });
  symlinkSync(builds[build], next);
  renameSync(next, join(dir, 'current'));
}

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'short-drama-releases-'));
  chmodSync(dir, 0o755); // nginx runs as nobody when the tests run as root
  builds.C = join(dir, 'build-c');
  cpSync(builds.B, builds.C, { recursive: true });
  const assets = join(builds.C, 'assets');
  for (const name of readdirSync(assets)) if (/^mine-[\w-]{8}\.js/.test(name)) rmSync(join(assets, name));
  deploy('A');
  nginx = await startNginx({
    root: join(dir, 'current'),
    apiUpstream: process.env.DEPLOY_MOCK_URL,
    mediaDir: process.env.DEPLOY_MEDIA_DIR,
  });
});

test.afterAll(async () => {
  await nginx?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Opens build A's demo and counts from then on the documents the tab loads and the chunks that failed. */
async function openBuildA(page: Page) {
  deploy('A');
  let documents = 0;
  page.on('domcontentloaded', () => documents++);
  const missingChunks: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    // Any script or stylesheet that was not there.
    if (/^\/assets\/[^/]+\.(js|css)$/.test(pathname) && response.status() === 404) missingChunks.push(pathname);
  });
  await useExample(page, 'getDramaInfo', 'dramaSG');
  await page.goto(`${nginx.url}/?info=demo-th`);
  await page.waitForFunction(() => localStorage.getItem('USER_ID') !== null);
  await expect(page.locator('meta[name="x-build"]')).toHaveCount(0);
  return { documents: () => documents, missingChunks };
}

/** Whether an address's file (/assets/…) is one of `build`'s: every hashed name differs between builds. */
const isFileOf = (build: string, pathname: string) => existsSync(join(build, pathname));

/** The file of the build the page last reloaded from for a missing chunk (sessionStorage STALE_CHUNK_RELOAD). */
async function staleReloadFrom(page: Page): Promise<string> {
  const from = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('STALE_CHUNK_RELOAD') ?? '{}') as { from?: string }).from,
  );
  return new URL(from ?? '/nothing-noted', page.url()).pathname;
}

const servedBuild = (page: Page) => page.locator('meta[name="x-build"]').getAttribute('content');

/**
 * After a tap on Me whose chunk is gone: one reload, to build B. It lands on /mine when the chunk failed
 * after the visit had moved there, and on home when it failed while the visit was still waiting for the
 * chunk: then the tap has to be made again (docs/deploying.md, "Releasing without breaking open tabs",
 * lists it as a known rough edge). Which of the two is not known from one look at the address (under
 * load the reloaded page was seen on home and then on /mine by itself), so: tap Me until the address is
 * /mine (a tap that finds /mine already there times out and looks again).
 */
async function reloadedToMine(page: Page, tab: { documents: () => number }) {
  await expect.poll(() => tab.documents()).toBe(2);
  await expect(page.locator('meta[name="x-build"]')).toHaveAttribute('content', 'B');
  await expect(async () => {
    if (!page.url().endsWith('/mine')) await navButton(page, 'Me').click({ timeout: 2_000 });
    await expect(page).toHaveURL(`${nginx.url}/mine`, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

test('a screen whose chunk is gone after a deployment reloads once to the new version and opens', async ({ page }) => {
  const tab = await openBuildA(page);
  deploy('B');
  await navButton(page, 'Me').click();

  await reloadedToMine(page, tab);
  await expect(page).toHaveURL(`${nginx.url}/mine`);
  await expect(page.getByTestId('wallet-balance')).toHaveText('720');
  expect(tab.documents()).toBe(2); // the first load and one reload, no loop
  // What made it reload: a chunk of build A gone, as the app noted before reloading (which chunk failed
  // first, a stylesheet, /mine's script or one the home screen loads late, depends on the machine's load).
  expect(isFileOf(builds.A, await staleReloadFrom(page))).toBe(true);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});

test('when the new version fails too, the error and its retry show instead of another reload', async ({ page }) => {
  const tab = await openBuildA(page);
  deploy('C');
  await navButton(page, 'Me').click();

  await reloadedToMine(page, tab);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page).toHaveURL(`${nginx.url}/mine`);
  expect(await servedBuild(page)).toBe('B');
  expect(tab.documents()).toBe(2); // one reload, no loop
  // Build A's chunk, then build C's (B's name, gone from C); C's 404 can be reported after the error shows.
  expect(isFileOf(builds.A, await staleReloadFrom(page))).toBe(true);
  await expect.poll(() => tab.missingChunks.some((path) => isFileOf(builds.B, path))).toBe(true);

  deploy('B'); // the upload is fixed: the retry fetches the chunk, no reload needed
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('720');
  expect(tab.documents()).toBe(2);
});

test('a return visit after a release opens on the kept page of the one before, and reloads once to the new for a screen it lacks', async ({
  page,
}) => {
  // Not openBuildA: Playwright lets every request of a page with routes (useExample) bypass service workers.
  deploy('A');
  let documents = 0;
  page.on('domcontentloaded', () => documents++);
  await firstVisitWithShellWorker(page, nginx.url);
  deploy('B');

  // The shell worker answers with build A's page, whose start files are in the browser's cache.
  await page.goto(`${nginx.url}/?info=demo-th`);
  await expect(page.getByRole('heading', { name: 'รักร้ายของท่านประธาน' })).toBeVisible();
  await expect(page.locator('meta[name="x-build"]')).toHaveCount(0);
  expect(await pageDelivery(page)).toBe('cache-storage');

  // Build A's /mine chunk is gone: one reload, which asks the server past the worker, to build B.
  await navButton(page, 'ของฉัน').click();
  await expect(page.locator('meta[name="x-build"]')).toHaveAttribute('content', 'B');
  if (!page.url().endsWith('/mine')) await navButton(page, 'ของฉัน').click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('720');
  expect(documents).toBe(3); // the first visit, the return visit, one reload
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});

test('a return visit after a release, with the old release gone from the server and from the HTTP cache, plays', async ({
  page,
  request,
}) => {
  deploy('A');
  let documents = 0;
  page.on('domcontentloaded', () => documents++);
  await firstVisitWithShellWorker(page, nginx.url);
  const entryOfA = /<script type="module" crossorigin src="([^"]+)"/.exec(
    await (await request.get(nginx.url)).text(),
  )?.[1];
  deploy('B');
  // The old release's files are gone from the server (build B's directory has none of them) and, long
  // after, from the browser's small HTTP cache; Cache Storage, where the worker keeps its copy, stays.
  expect((await request.get(`${nginx.url}${entryOfA}`)).status()).toBe(404);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();

  await page.goto(`${nginx.url}/?info=demo-th`);
  await expect(page.getByRole('heading', { name: 'รักร้ายของท่านประธาน' })).toBeVisible();
  const time = () => videoState(page).then((video) => video.time);
  await expect.poll(time, { message: 'the episode starts' }).toBeGreaterThan(0);
  const start = await time();
  await expect.poll(time, { message: 'the episode advances' }).toBeGreaterThan(start + 0.2);
  expect(documents).toBeLessThanOrEqual(3); // the first visit, the return visit, at most one reload
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});

/** Counts the page's navigations (their requests, sent as soon as one starts) and the loads that completed. */
function countDocuments(page: Page) {
  const counts = { requested: 0, loaded: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) counts.requested++;
  });
  page.on('load', () => counts.loaded++);
  return counts;
}

test('a start file that fails once (a CDN glitch) reloads the page once, and the app plays', async ({ page }) => {
  deploy('B');
  const documents = countDocuments(page);
  let failed = 0;
  await page.route(/\/assets\/boot-[\w-]+\.js$/, (route) =>
    failed++ === 0 ? route.fulfill({ status: 503, body: '' }) : route.continue(),
  );
  await page.goto(`${nginx.url}/?info=demo-th`);
  await expect(page.getByRole('heading', { name: 'รักร้ายของท่านประธาน' })).toBeVisible();
  expect(failed).toBe(2); // the entry that failed, and the reload's
  expect(documents.requested).toBe(2);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});

test('a start file that keeps failing reloads the page once, never in a loop', async ({ page }) => {
  deploy('B');
  const documents = countDocuments(page);
  await page.route(/\/assets\/boot-[\w-]+\.css$/, (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto(`${nginx.url}/?info=demo-th`);
  // The reload's page has loaded: a reload of its own would have started before its load event.
  await expect.poll(() => documents.requested).toBe(2);
  await page.waitForLoadState('load');
  await expect.poll(() => documents.loaded).toBeGreaterThanOrEqual(1);
  const from = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('STALE_CHUNK_RELOAD') ?? '{}') as { from?: string }).from,
  );
  expect(from).toMatch(/\/assets\/boot-[\w-]+\.css$/);
  expect(documents.requested).toBe(2);
});

test("a start file that still fails after the reload leaves a way out on the splash, in the page's language", async ({
  page,
}) => {
  deploy('B');
  const documents = countDocuments(page);
  const entry = /\/assets\/start-[\w-]+\.js$/;
  await page.route(entry, (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto(`${nginx.url}/?info=demo-th`);
  await expect.poll(() => documents.requested).toBe(2); // the one reload
  await page.waitForLoadState('load');
  const retry = page.getByRole('link', { name: 'ลองอีกครั้ง' });
  // The words wait 15 s on the document's timeline (a start on a slow network is not a stuck one): here that
  // timeline runs 50 times faster, instead of the test sleeping through it.
  await expect(retry).toBeHidden();
  // Until then the words have no box at all: laid out hidden they cost the first layout tens of milliseconds.
  expect(
    await page.locator('.start-stuck__words').evaluateAll((words) => words.map((each) => each.getClientRects().length)),
  ).toEqual([0, 0, 0, 0, 0]);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 50 });
  await expect(retry).toBeVisible();
  await expect(page.getByText('โปรดตรวจสอบการเชื่อมต่ออินเทอร์เน็ตแล้วลองอีกครั้ง')).toBeVisible();
  await expect(page.getByText('Please check your connection and try again.')).toBeHidden(); // one language
  // The CDN is back: the link loads the same address, and the app plays.
  await page.unroute(entry);
  await retry.click();
  await expect(page.getByRole('heading', { name: 'รักร้ายของท่านประธาน' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('?info=demo-th');
  expect(documents.requested).toBe(3);
});
