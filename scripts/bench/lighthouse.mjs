// Lighthouse 12 (its default config: the mobile preset, simulated slow 4G and 4× CPU) on the demo
// link, in a Chromium of our own (the headless shell where installed) launched with a DevTools port and
// the project's flags. Each run is a first visit from the ad: Lighthouse 12 keeps local storage,
// IndexedDB and cookies between runs by default, and then every run after the first was a return visit
// resuming where the last one's autoplay had got to (a locked episode, its paywall open, after a few
// 6-s demo clips), so storage is cleared whole. The figures are per-metric medians.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumArgs, findTestChromium } from '../find-chromium.mjs';
import { freePort, stopChild } from '../servers.mjs';
import { delay, median } from './stats.mjs';

async function launchDebuggable() {
  const port = await freePort();
  const profileDir = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
  // A process group of its own, stopped whole: Debian's /usr/bin/chromium-headless-shell is a shell script
  // that starts the browser, and stopping the script alone would leave the browser running.
  const child = spawn(
    // The headless shell, as for the other measurements (browser.mjs, launchBrowser).
    findTestChromium(),
    [...chromiumArgs, `--remote-debugging-port=${port}`, `--user-data-dir=${profileDir}`, 'about:blank'],
    { stdio: 'ignore', detached: true },
  );
  // Out of the terminal's group too, so a bench stopped by Ctrl+C stops it on its way out.
  const onExit = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  };
  process.once('exit', onExit);
  const stop = async () => {
    process.off('exit', onExit);
    await stopChild(child, { group: true });
    await rm(profileDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`Chromium exited with code ${child.exitCode}`);
    }
    try {
      await fetch(`http://127.0.0.1:${port}/json/version`, { signal: AbortSignal.timeout(1_000) });
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error('Chromium opened no DevTools port within 30 s');
      }
      await delay(200);
    }
  }
  return { port, stop };
}

const score = (lhr, id) => {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};
const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? null;
const items = (lhr, id) => lhr.audits[id]?.details?.items ?? [];
/** Lighthouse's default list (which keeps the session) and everything the app stores. */
const CLEAR_STORAGE_TYPES = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
  'indexeddb',
  'cookies',
];

const shortUrl = (url) => {
  try {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
  } catch {
    return String(url); // 'Unattributable'
  }
};

/**
 * Where the time went, so a score below budget says what to change: the LCP element and its subparts,
 * the longest main-thread tasks (simulated, 4× CPU) with the script they ran, what blocked rendering,
 * and the host's benchmark index (a busy machine scores lower; Lighthouse itself reports it).
 */
function diagnosis(lhr) {
  const node = items(lhr, 'largest-contentful-paint-element')
    .flatMap((item) => item.items ?? [item])
    .find((item) => item.node)?.node;
  const subparts = items(lhr, 'lcp-breakdown-insight').find((item) => item.type === 'table')?.items ?? [];
  const observed = items(lhr, 'metrics')[0] ?? {};
  return {
    lcpElement: node ? { selector: node.selector, snippet: node.snippet } : null,
    lcpSubparts: Object.fromEntries(subparts.map((part) => [part.subpart, Math.round(part.duration)])),
    observed: {
      fcp: observed.observedFirstContentfulPaint ?? null,
      lcp: observed.observedLargestContentfulPaint ?? null,
    },
    longTasks: items(lhr, 'long-tasks')
      .slice()
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 5)
      .map((task) => ({
        url: shortUrl(task.url),
        start: Math.round(task.startTime),
        duration: Math.round(task.duration),
      })),
    bootup: items(lhr, 'bootup-time')
      .slice(0, 3)
      .map((script) => ({
        url: shortUrl(script.url),
        total: Math.round(script.total),
        scripting: Math.round(script.scripting),
      })),
    renderBlocking: items(lhr, 'render-blocking-insight').map((item) => shortUrl(item.url)),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

export async function measureLighthouse({ url, runs, log }) {
  const chrome = await launchDebuggable();
  const results = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const answer = await lighthouse(url, {
        port: chrome.port,
        hostname: '127.0.0.1',
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        clearStorageTypes: CLEAR_STORAGE_TYPES,
      });
      const lhr = answer?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no result');
      const item = {
        performance: score(lhr, 'performance'),
        accessibility: score(lhr, 'accessibility'),
        bestPractices: score(lhr, 'best-practices'),
        fcp: audit(lhr, 'first-contentful-paint'),
        lcp: audit(lhr, 'largest-contentful-paint'),
        tbt: audit(lhr, 'total-blocking-time'),
        cls: audit(lhr, 'cumulative-layout-shift'),
        runtimeError: lhr.runtimeError?.message ?? null,
        warnings: lhr.runWarnings ?? [],
        // What cost points, so a score below budget says where to look.
        failing: Object.values(lhr.audits)
          .filter((a) => typeof a.score === 'number' && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
          .map((a) => (a.displayValue ? `${a.id} (${a.displayValue})` : a.id)),
        diagnosis: diagnosis(lhr),
      };
      results.push(item);
      log(
        `  run ${run + 1}/${runs}: performance ${item.performance}, accessibility ${item.accessibility}, ` +
          `best practices ${item.bestPractices}, FCP ${Math.round(item.fcp ?? 0)} ms, LCP ${Math.round(item.lcp ?? 0)} ms, ` +
          `TBT ${Math.round(item.tbt ?? 0)} ms`,
      );
      const { lcpElement, longTasks, benchmarkIndex } = item.diagnosis;
      log(
        `    LCP element ${lcpElement?.selector ?? 'none'}; longest tasks ` +
          `${longTasks.map((task) => `${task.duration} ms (${task.url})`).join(', ') || 'none'}; benchmark index ${benchmarkIndex}`,
      );
    }
  } finally {
    await chrome.stop();
  }
  const pick = (key) => median(results.map((item) => item[key]));
  return {
    runs: results,
    median: {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
    },
  };
}
