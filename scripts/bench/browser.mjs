// Chromium for the bench: the phone profile of the end-to-end tests, the three network profiles
// emulated through the DevTools protocol, and the frame probe in every page.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium, findTestChromium } from '../find-chromium.mjs';
import { phoneProfile } from '../phone-profile.mjs';
import { frameProbe } from './probe.mjs';

const phone = phoneProfile;

const mbit = (value) => (value * 1_000_000) / 8; // bytes per second, as CDP wants them

/** Latency is applied per request by DevTools throttling: the round trip as the issue gives it. */
export const profiles = {
  unthrottled: { label: 'unthrottled', network: null, cpu: 1 },
  fast4g: {
    label: 'fast 4G',
    network: { latency: 85, downloadThroughput: mbit(9), uploadThroughput: mbit(1.5) },
    cpu: 1,
  },
  slow4g: {
    label: 'slow 4G',
    network: { latency: 150, downloadThroughput: mbit(1.6), uploadThroughput: mbit(0.75) },
    cpu: 4,
  },
};

/**
 * Debian's headless shell where it is installed, as for the tests: the full browser opens a window per page,
 * with its omnibox's WebUI, whose CPU falls beside the page's start on 2 cores (docs/performance.md, "Which
 * browser the bench drives").
 */
export async function launchBrowser() {
  const executablePath = findTestChromium();
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  return { browser, version: browser.version(), executablePath };
}

/** The first on-screen frame each page reported through the __benchFirstFrame binding, and who waits for it. */
const reported = new WeakMap();
const waiting = new WeakMap();

/** A fresh context (empty cache and storage) with the phone profile and the frame probe. */
export async function phoneContext(browser) {
  return withProbe(await browser.newContext(phone));
}

/**
 * The same in a browser of its own with a profile on disk, removed when the context closes: the full
 * Chromium, which opens the connections a preconnect hint names only there. A context of
 * `browser.newContext()` is off the record (incognito), where it ignores them, as the headless shell does
 * everywhere.
 */
export async function persistentPhoneContext() {
  const profileDir = await mkdtemp(join(tmpdir(), 'bench-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: findChromium(),
    args: chromiumArgs,
    ...phone,
  });
  // Chromium may still be writing to it as the context closes: tried again, and left to the system's temp if need be.
  context.once('close', () =>
    rm(profileDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }).catch(() => {}),
  );
  return withProbe(context);
}

async function withProbe(context) {
  await context.exposeBinding('__benchFirstFrame', ({ page }, frame) => {
    reported.set(page, frame);
    waiting.get(page)?.(frame);
  });
  await context.addInitScript(frameProbe);
  return context;
}

/** A page whose network and CPU follow `profile`; returns it with its CDP session (Network enabled). */
export async function throttledPage(context, profile) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (profile.network) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      connectionType: 'cellular4g',
      ...profile.network,
    });
  }
  if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  return { page, cdp };
}

/**
 * Waits for the first on-screen video frame of the page (one document per page here); returns it ({ t, src,
 * episode, presented }) or null after timeoutMs. The probe reports it through a binding: a wait that
 * evaluated anything in the page (Playwright's waitForFunction injects its own script, some 30 ms of a
 * 4×-slowed main thread) would compete with the very start it measures.
 */
export function firstFrame(page, timeoutMs) {
  if (reported.has(page)) return Promise.resolve(reported.get(page));
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(null), timeoutMs);
    function finish(frame) {
      clearTimeout(timer);
      waiting.delete(page);
      resolve(frame);
    }
    waiting.set(page, finish);
  });
}

export const timeOrigin = (page) => page.evaluate(() => performance.timeOrigin);
