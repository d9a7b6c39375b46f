// Weight: which JavaScript and CSS files the browser asks for, compressed from the build by the bench
// itself (gzip 9, brotli 11), so the figure does not depend on the server or the network.
//
//   home first load   the JS/CSS requested before the first video frame of a cold demo-link load,
//                     in each of 3 cold loads (a file only some loads asked for is listed apart)
//   a route's load    one context holds the demo session (the demo link was opened first); each
//                     route is then loaded as a fresh page (a full document load, as from a link)
//                     and everything requested until it is idle counts
//   a route's own     its load minus the home first load: what visiting it costs beyond the player
//   /qrCode           needs a pending order: /recharge → first package → pay, then /qrCode is loaded
import { readdir } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { runnerImport } from 'vite';
import { firstFrame, phoneContext, profiles, throttledPage, timeOrigin } from './browser.mjs';
import { composition } from './composition.mjs';
import { sizes } from './compress.mjs';
import { homeFirstLoadJs, pageInlineScripts } from './first-load.mjs';
import { COMPRESSIBLE } from './server.mjs';
import { recordNetwork } from './network.mjs';
import { delay } from './stats.mjs';

/** Every route but home, from the app's own list (src/shared/routes.ts, TypeScript: read through Vite). */
async function otherRoutes() {
  const { module } = await runnerImport(resolve(import.meta.dirname, '../../src/shared/routes.ts'));
  return module.routeList.map(({ path }) => path).filter((path) => path !== '/');
}

/** The dist/ files behind the requested /assets/ URLs of one kind (.js or .css). */
function assetFiles(requests, distDir, base, kind) {
  const files = new Set();
  for (const request of requests) {
    const url = new URL(request.url);
    if (url.origin !== base || !url.pathname.startsWith('/assets/') || extname(url.pathname) !== kind) continue;
    files.add(resolve(distDir, `.${decodeURIComponent(url.pathname)}`));
  }
  return files;
}

const minus = (set, other) => new Set([...set].filter((item) => !other.has(item)));
const short = (result, distDir) => ({
  ...result,
  files: result.files.map((file) => ({ ...file, file: file.file.slice(distDir.length + 1) })),
});

async function weigh(files, distDir) {
  return short(await sizes(files), distDir);
}

async function idle(page) {
  await page.waitForLoadState('load').catch(() => {});
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  await delay(200);
}

/** Leaves a pending order in the session: the first package on /recharge, then its pay button. */
async function payFirstPackage(page) {
  await page.getByRole('radio').first().click({ timeout: 10_000 });
  await page.locator('.wallet-paybar__button').click({ timeout: 10_000 });
  await page.waitForURL(/\/qrCode$/, { timeout: 10_000 });
}

/** The home screen is shown once its player's controls are (the episode may be playing before). */
const HOME_SHOWN = '.player-nav__item';

function noteHomeShown(selector) {
  new MutationObserver((_changes, observer) => {
    if (!document.querySelector(selector)) return;
    window.__homeShownAt = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true });
}

/**
 * A cold load of the demo link in `context`: the requests made before the home screen was shown with
 * its first frame, whichever came last. (The app loads after the first frame: see src/entries/page/page.ts.)
 */
async function homeLoad(context, demoUrl, base) {
  const { page, cdp } = await throttledPage(context, profiles.unthrottled);
  await page.addInitScript(noteHomeShown, HOME_SHOWN);
  const network = recordNetwork(cdp);
  await page.goto(demoUrl, { waitUntil: 'commit' });
  const frame = await firstFrame(page, 30_000);
  if (!frame) throw new Error('the demo link showed no video frame within 30 s');
  await page.waitForFunction(() => window.__homeShownAt !== undefined, null, { timeout: 30_000 });
  const shownAt = Math.max(frame.t, await page.evaluate(() => window.__homeShownAt));
  const all = network.entries(await timeOrigin(page), base);
  return {
    page,
    network,
    requests: all.filter((r) => r.start <= shownAt),
    requestsBeforeFirstFrame: all.filter((r) => r.start <= frame.t).length,
  };
}

const intersect = (sets) => new Set([...sets[0]].filter((item) => sets.every((set) => set.has(item))));

export async function measureWeight({ browser, server, distDir, demoUrl, log, homeRuns = 3 }) {
  // Several cold loads, keeping the files every one of them asked for before the home screen showed: on a
  // busy machine a late first frame lets work the app defers (an idle-time prefetch) slip in front.
  const loads = [];
  for (let run = 1; run < homeRuns; run += 1) {
    const spare = await phoneContext(browser);
    try {
      loads.push(await homeLoad(spare, demoUrl, server.url));
    } finally {
      await spare.close();
    }
  }
  const context = await phoneContext(browser);
  try {
    const last = await homeLoad(context, demoUrl, server.url);
    const { page, network } = last;
    loads.push(last);
    const jsSets = loads.map((load) => assetFiles(load.requests, distDir, server.url, '.js'));
    const cssSets = loads.map((load) => assetFiles(load.requests, distDir, server.url, '.css'));
    // The page's inline scripts come with every load, no request of their own.
    const homeJs = new Set([...intersect(jsSets), ...(await pageInlineScripts(distDir))]);
    const homeCss = intersect(cssSets);
    const sometimes = [...new Set(jsSets.flatMap((set) => [...set]))].filter((file) => !homeJs.has(file));
    const home = {
      js: await weigh(homeJs, distDir),
      css: await weigh(homeCss, distDir),
      requestsBeforeFirstFrame: Math.min(...loads.map((load) => load.requestsBeforeFirstFrame)),
      jsInSomeLoadsOnly: sometimes.map((file) => file.slice(distDir.length + 1)),
      composition: await composition(homeJs),
    };
    if (sometimes.length) log(`  home: ${sometimes.length} JS file(s) came before the home screen in some loads only`);
    // npm test weighs the same files from the build alone (scripts/check-budget.mjs): say where the two part.
    const fromBuild = await homeFirstLoadJs(distDir);
    const names = (files) => [...files].map((file) => file.slice(distDir.length + 1)).join(', ');
    const unlisted = minus(homeJs, fromBuild);
    const unfetched = minus(fromBuild, homeJs);
    if (unlisted.size)
      log(`  home: fetched, but not in the build's first-load list (first-load.mjs): ${names(unlisted)}`);
    if (unfetched.size) log(`  home: in the build's first-load list, but not fetched: ${names(unfetched)}`);
    if (!unlisted.size && !unfetched.size) log(`  home: the files fetched are the build's first-load list`);
    await page.waitForFunction(() => localStorage.getItem('USER_ID') !== null, null, { timeout: 15_000 });
    await idle(page);

    const routes = {};
    for (const route of await otherRoutes()) {
      try {
        if (route === '/qrCode') {
          await page.goto(`${server.url}/recharge`);
          await idle(page);
          await payFirstPackage(page);
          await idle(page);
        }
        network.clear();
        await page.goto(`${server.url}${route}`);
        await idle(page);
        const requests = network.entries(await timeOrigin(page), server.url);
        const js = assetFiles(requests, distDir, server.url, '.js');
        const css = assetFiles(requests, distDir, server.url, '.css');
        routes[route] = {
          load: { js: await weigh(js, distDir), css: await weigh(css, distDir) },
          own: { js: await weigh(minus(js, homeJs), distDir), css: await weigh(minus(css, homeCss), distDir) },
        };
        log(`  ${route}: own JS ${kib(routes[route].own.js.gzip)} gzip`);
      } catch (error) {
        routes[route] = { error: error.message.split('\n')[0] };
        log(`  ${route}: not measured (${routes[route].error})`);
      }
    }
    await page.close();
    return { home, routes, total: await totalEmitted(distDir) };
  } finally {
    await context.close();
  }
}

/** Every .js and .css the build emitted (source maps aside). */
async function totalEmitted(distDir) {
  const names = await readdir(resolve(distDir, 'assets'));
  const of = (kind) =>
    new Set(names.filter((name) => extname(name) === kind).map((name) => resolve(distDir, 'assets', name)));
  const [js, css] = await Promise.all([sizes(of('.js')), sizes(of('.css'))]);
  const count = (result) => ({ raw: result.raw, gzip: result.gzip, brotli: result.brotli, files: result.files.length });
  return { js: count(js), css: count(css) };
}

/** Warms the compression cache with every servable file, so no request waits for brotli 11. */
export async function precompress(distDir) {
  const names = await readdir(resolve(distDir, 'assets'));
  const files = names
    .filter((name) => !name.endsWith('.map') && COMPRESSIBLE.has(extname(name)))
    .map((name) => resolve(distDir, 'assets', name));
  await sizes(new Set([...files, resolve(distDir, 'index.html')]));
}

export const kib = (bytes) => (bytes === null || bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} KiB`);
