// Time to first frame in WebKit, the engine of every iPhone visitor: WebKitGTK's MiniBrowser through its
// WebDriver server (scripts/webkit/), the app's demo link and the bare-video baseline, cold (a new session:
// empty cache and storage) and repeat (the same session again), interleaved as ttff.mjs does. Reported
// beside Chromium's figures, never budgeted: WebDriver can throttle neither the network nor the CPU, so
// this is the unthrottled profile only, and the engine is WebKit's Linux port (GStreamer for media), not
// iOS. WebDriver cannot add a script before the page's own either: the bench's server puts the same frame
// probe first in the pages' <head> (startBenchServer's headScript), for the app and the baseline alike.
import { remote } from 'webdriverio';
import { phoneProfile } from '../phone-profile.mjs';
import { newSessionAskingTwice } from '../webkit/new-session.mjs';
import { startWebKit } from '../webkit/webkit-driver.mjs';
import { frameProbe } from './probe.mjs';
import { delay, fmt, ratio, summary } from './stats.mjs';

const FRAME_TIMEOUT_MS = 30_000;
const SETTLE_TIMEOUT_MS = 20_000;

/** The probe as the server puts it in a page: the same function Chromium's runs get as an init script. */
export const probeScript = `(${frameProbe.toString()})();`;

/** Waits in the page for the probe's first on-screen frame; resolves with it, or null after the timeout. */
function firstFrame(browser) {
  return browser.executeAsync((timeoutMs, done) => {
    const started = performance.now();
    const check = () => {
      const frame = window.__bench?.firstVisible;
      if (frame || performance.now() - started > timeoutMs) done(frame ?? null);
      else setTimeout(check, 50);
    };
    check();
  }, FRAME_TIMEOUT_MS);
}

/** The first visit is complete when its video is fully buffered and, for the app, the session is stored. */
async function settle(browser, isApp) {
  await browser
    .waitUntil(
      () =>
        browser.execute(
          (app) =>
            window.__bench.buffered() &&
            (!app || (localStorage.getItem('DRAMA_INFO') !== null && localStorage.getItem('USER_ID') !== null)),
          isApp,
        ),
      { timeout: SETTLE_TIMEOUT_MS, interval: 200 },
    )
    // Measured anyway; the repeat visit then finds less in its cache, as a real one would.
    .catch(() => undefined);
}

async function visit(browser, server, url) {
  server.closeConnections();
  await browser.url(url);
  const frame = await firstFrame(browser);
  // The time the frame was presented, as for Chromium (requestVideoFrameCallback's presentationTime).
  return frame ? (frame.presented ?? frame.t) : null;
}

async function coldAndRepeat({ driver, server, target }) {
  const browser = await newSessionAskingTwice(() =>
    remote({
      hostname: driver.hostname,
      port: Number(driver.port),
      logLevel: 'warn',
      connectionRetryTimeout: 60_000,
      capabilities: { ...driver.capabilities, 'wdio:enforceWebDriverClassic': true },
    }),
  );
  try {
    await browser.setWindowSize(phoneProfile.viewport.width, phoneProfile.viewport.height);
    const cold = await visit(browser, server, target.url);
    await settle(browser, target.isApp);
    // A later visit: away first, since WebKit takes a load of the address already open for a reload.
    await browser.url('about:blank');
    await delay(200);
    const repeat = await visit(browser, server, target.url);
    return { cold, repeat };
  } finally {
    await browser.deleteSession().catch(() => undefined);
  }
}

/**
 * @param {{ webkit: { driver, browser, xvfb }, server, demoUrl: string, baselineUrl: string, runs: number, log }} options
 * `server` must serve the probe in its pages (startBenchServer's headScript: probeScript).
 */
export async function measureWebKitTtff({ webkit, server, demoUrl, baselineUrl, runs, log }) {
  const started = await startWebKit(webkit);
  try {
    const url = new URL(started.driverUrl);
    const driver = { hostname: url.hostname, port: url.port, capabilities: started.capabilities };
    const version = await browserVersion(driver);
    const targets = [
      { name: 'app', url: demoUrl, isApp: true },
      { name: 'baseline', url: baselineUrl, isApp: false },
    ];
    const samples = { app: [], baseline: [] };
    for (let run = 0; run < runs; run += 1) {
      const order = run % 2 ? [...targets].reverse() : targets;
      for (const target of order) {
        const sample = await coldAndRepeat({ driver, server, target });
        samples[target.name].push(sample);
        log(
          `  WebKit      ${target.name.padEnd(8)} run ${run + 1}/${runs}: cold ${fmt(sample.cold)}, repeat ${fmt(sample.repeat)}`,
        );
      }
    }
    const side = (list) => ({
      cold: summary(list.map((sample) => sample.cold)),
      repeat: summary(list.map((sample) => sample.repeat)),
    });
    const app = side(samples.app);
    const baseline = side(samples.baseline);
    return {
      label: `WebKitGTK ${version}, unthrottled`,
      version,
      app,
      baseline,
      ratio: {
        cold: ratio(app.cold.median, baseline.cold.median),
        repeat: ratio(app.repeat.median, baseline.repeat.median),
      },
    };
  } finally {
    await started.stop();
  }
}

/** MiniBrowser's version, as a new session reports it (WebKitGTK's). */
async function browserVersion(driver) {
  const browser = await remote({
    hostname: driver.hostname,
    port: Number(driver.port),
    logLevel: 'warn',
    capabilities: { ...driver.capabilities, 'wdio:enforceWebDriverClassic': true },
  });
  try {
    return String(browser.capabilities.browserVersion ?? 'unknown');
  } finally {
    await browser.deleteSession().catch(() => undefined);
  }
}
