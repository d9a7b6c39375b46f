// Time to first frame: cold loads (a fresh context each: empty cache, no stored session) and, in the
// same context, a repeat visit (warm HTTP cache, the session the first visit stored), for the app's
// demo link and for the bare-video baseline, under each network profile. App and baseline runs
// alternate, and which goes first alternates, so the machine's noise falls on both alike.
import { firstFrame, phoneContext, profiles, throttledPage, timeOrigin } from './browser.mjs';
import { recordNetwork } from './network.mjs';
import { apart, mostApart, reportedFirstFrame } from './reported.mjs';
import { delay, fmt, ratio, summary } from './stats.mjs';

const LOAD_TIMEOUT_MS = 45_000;
const SETTLE_TIMEOUT_MS = 20_000;

/** One visit of `url` in `context`; returns { ttff, requests } (ttff null when no frame came). */
async function visit(context, profile, url, base) {
  const { page, cdp } = await throttledPage(context, profile);
  const network = recordNetwork(cdp);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    const frame = await firstFrame(page, LOAD_TIMEOUT_MS);
    const origin = await timeOrigin(page);
    const requests = network.entries(origin, base);
    // The frame counts when it was presented (requestVideoFrameCallback's presentationTime): what the
    // visitor sees. The callback itself can come later, behind a long task of the page's own.
    const ttff = frame ? (frame.presented ?? frame.t) : null;
    return { page, ttff, callback: frame?.t ?? null, requests };
  } catch (error) {
    await page.close().catch(() => {});
    throw error;
  }
}

/**
 * The first visit is complete when its video is fully buffered and, for the app, the session is stored
 * and the shell worker it registers once started (src/entries/shell-worker/) is active.
 */
async function settle(page, isApp) {
  try {
    await page.waitForFunction(
      (app) =>
        window.__bench.buffered() &&
        (!app ||
          (localStorage.getItem('DRAMA_INFO') !== null &&
            localStorage.getItem('USER_ID') !== null &&
            window.__bench.workerReady)),
      isApp,
      { timeout: SETTLE_TIMEOUT_MS, polling: 200 },
    );
  } catch {
    // Measured anyway; the repeat visit then finds less in its cache, as a real one would.
  }
  await delay(300);
}

/**
 * A return visit comes hours later, when the browser has long stopped the service worker: it has to
 * start again to answer the page. Stopped here, the repeat visit pays that start as a real one would.
 */
async function stopServiceWorkers(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
  } finally {
    await cdp.detach().catch(() => {});
  }
}

/** `newContext` gives the visits' context: by default a fresh one of `browser` (origins.mjs needs another kind). */
export async function coldAndRepeat({ browser, server, profile, target, newContext = () => phoneContext(browser) }) {
  const context = await newContext();
  try {
    server.closeConnections();
    const cold = await visit(context, profile, target.url, server.url);
    await settle(cold.page, target.isApp);
    // What the app itself reports of that first frame, once the measurement is over (reported.mjs).
    if (target.isApp) cold.apart = apart(await reportedFirstFrame(cold.page), cold.ttff);
    await stopServiceWorkers(cold.page);
    await cold.page.close({ runBeforeUnload: true });
    // A later visit: new connections, the same cache and storage.
    server.closeConnections();
    await delay(200);
    const repeat = await visit(context, profile, target.url, server.url);
    if (target.isApp) repeat.apart = apart(await reportedFirstFrame(repeat.page), repeat.ttff);
    await repeat.page.close();
    return { cold, repeat };
  } finally {
    await context.close();
  }
}

/**
 * A fresh browser pays once for what a phone's long-running one has started already (its audio service at the first
 * video: about 130 ms unthrottled here), and the first run, always the app's, would pay it alone: an untimed visit of
 * each page pays it first (with the bare page's alone, the first app run still read 264 ms: the app's first page
 * starts more). A full bench's weight step had played the app before; `--only ttff` had not (its first app run
 * 264–426 ms unthrottled against 176–192 for the next ones).
 */
async function warmUp({ browser, server, url }) {
  const context = await phoneContext(browser);
  try {
    await visit(context, profiles.unthrottled, url, server.url);
  } finally {
    await context.close();
    server.closeConnections();
  }
}

const fmtApart = (ms) => (ms === null || ms === undefined ? 'missing' : `${ms.toFixed(1)} ms`);

const countBefore = (requests, ttff) =>
  ttff === null ? null : requests.filter((request) => request.start <= ttff).length;

/**
 * @param {{ browser, server, demoUrl: string, baselineUrl: string, runs: number, profileNames: string[], log }} options
 */
export async function measureTtff({ browser, server, demoUrl, baselineUrl, runs, profileNames, log }) {
  const targets = [
    { name: 'app', url: demoUrl, isApp: true },
    { name: 'baseline', url: baselineUrl, isApp: false },
  ];
  const result = {};
  for (const url of [demoUrl, baselineUrl]) await warmUp({ browser, server, url });
  for (const name of profileNames) {
    const profile = profiles[name];
    const samples = { app: [], baseline: [] };
    for (let run = 0; run < runs; run += 1) {
      const order = run % 2 ? [...targets].reverse() : targets;
      for (const target of order) {
        const sample = await coldAndRepeat({ browser, server, profile, target });
        samples[target.name].push(sample);
        const reported = target.isApp
          ? `; the app's report ${fmtApart(sample.cold.apart)} / ${fmtApart(sample.repeat.apart)} apart`
          : '';
        log(
          `  ${profile.label.padEnd(11)} ${target.name.padEnd(8)} run ${run + 1}/${runs}: ` +
            `cold ${fmt(sample.cold.ttff)}, repeat ${fmt(sample.repeat.ttff)}${reported}`,
        );
      }
    }
    const side = (list) => ({
      cold: summary(list.map((sample) => sample.cold.ttff)),
      repeat: summary(list.map((sample) => sample.repeat.ttff)),
      // When the page's script heard of that frame, for comparison.
      coldCallback: summary(list.map((sample) => sample.cold.callback)),
      repeatCallback: summary(list.map((sample) => sample.repeat.callback)),
      requestsBeforeFirstFrame: summary(list.map((sample) => countBefore(sample.cold.requests, sample.cold.ttff))),
      repeatRequestsBeforeFirstFrame: summary(
        list.map((sample) => countBefore(sample.repeat.requests, sample.repeat.ttff)),
      ),
    });
    const app = {
      ...side(samples.app),
      // The first frame the app's playback quality beacon reports against the bench's own, cold and repeat runs:
      // milliseconds apart, and the most apart (null when a run had no report: the budget then fails).
      reportedFirstFrame: (() => {
        const runs = samples.app.flatMap((sample) => [sample.cold.apart, sample.repeat.apart]);
        return { apartMs: summary(runs), mostApart: mostApart(runs) };
      })(),
    };
    const baseline = side(samples.baseline);
    result[name] = {
      label: profile.label,
      app,
      baseline,
      ratio: {
        cold: ratio(app.cold.median, baseline.cold.median),
        repeat: ratio(app.repeat.median, baseline.repeat.median),
      },
      // The app's cold run nearest its median, request by request: what starts when.
      waterfall: medianRun(samples.app, 'cold'),
      repeatWaterfall: medianRun(samples.app, 'repeat'),
      baselineWaterfall: medianRun(samples.baseline, 'cold'),
    };
  }
  return result;
}

export function medianRun(list, which) {
  const timed = list.filter((sample) => sample[which].ttff !== null);
  if (!timed.length) return null;
  const sorted = [...timed].sort((a, b) => a[which].ttff - b[which].ttff);
  const chosen = sorted[Math.floor((sorted.length - 1) / 2)][which];
  return { ttff: chosen.ttff, requests: chosen.requests };
}
