// Chromium for the bench: the phone profile of the end-to-end tests, the three network profiles
// emulated through the DevTools protocol, and the frame probe in every page.
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../find-chromium.mjs';
import { phoneProfile } from '../phone-profile.mjs';
import { frameProbe } from './probe.mjs';

export const phone = phoneProfile;

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

export async function launchBrowser() {
  const executablePath = findChromium();
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  return { browser, version: browser.version(), executablePath };
}

/** A fresh context (empty cache and storage) with the phone profile and the frame probe. */
export async function phoneContext(browser) {
  const context = await browser.newContext(phone);
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

/** Waits for the first on-screen video frame; returns it ({ t, src, episode }) or null after timeoutMs. */
export async function firstFrame(page, timeoutMs) {
  try {
    // Polled on a timer, not every animation frame, so the wait adds no work to a throttled CPU.
    await page.waitForFunction(() => window.__bench?.firstVisible, null, { timeout: timeoutMs, polling: 100 });
  } catch {
    return null;
  }
  return page.evaluate(() => window.__bench.firstVisible);
}

export const timeOrigin = (page) => page.evaluate(() => performance.timeOrigin);
