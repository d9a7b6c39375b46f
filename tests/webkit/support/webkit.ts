// The WebKit tests' browser: a fresh MiniBrowser session per test (its own storage, cache and cookies)
// on the WebDriver server scripts/webkit/run.mjs started, with the window at the phone's 390×844. A
// failed test leaves its last screen in test-results/webkit/.
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { test as base } from 'vitest';
import { remote } from 'webdriverio';
import { phoneProfile } from '../../../scripts/phone-profile.mjs';
import { newSessionAskingTwice } from '../../../scripts/webkit/new-session.mjs';
import { resetMock } from './mock';

export type Browser = WebdriverIO.Browser;

function fromEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the WebKit tests with \`npm run test:webkit\`.`);
  return value;
}

const baseUrl = fromEnv('WEBKIT_BASE_URL');
const driver = new URL(fromEnv('WEBKIT_DRIVER_URL'));
const capabilities = JSON.parse(fromEnv('WEBKIT_CAPABILITIES')) as WebdriverIO.Capabilities;
const failures = resolve(import.meta.dirname, '../../../test-results/webkit');

function startSession(): Promise<Browser> {
  return remote({
    hostname: driver.hostname,
    port: Number(driver.port),
    logLevel: (process.env.WEBKIT_LOG as 'warn' | 'info' | undefined) ?? 'warn',
    // A WebDriver command that gets no answer in 20 s fails by name (webdriverio's default waits 120 s, past
    // the test's time). Page loads and scripts end sooner (below), so a slow step fails rather than hangs.
    connectionRetryTimeout: 20_000,
    connectionRetryCount: 1,
    capabilities: {
      ...capabilities,
      'wdio:enforceWebDriverClassic': true,
      // WebDriver's own limits (a page load may take 300 s) would outlast the test's: a hang then fails the
      // command that hung, by name, instead of the whole test with no word of where.
      timeouts: { pageLoad: 15_000, script: 15_000, implicit: 0 },
    },
  });
}

/** A new session (asked for twice if need be: newSessionAskingTwice), at the phone's size. */
async function openBrowser(): Promise<Browser> {
  const browser = await newSessionAskingTwice(startSession);
  await browser.setWindowSize(phoneProfile.viewport.width, phoneProfile.viewport.height);
  return browser;
}

/** `test` with a `browser`: a new session per test, after the examples proxy forgot the last test. */
export const test = base.extend<{ browser: Browser }>({
  browser: async ({ task }, use) => {
    await resetMock();
    const browser = await openBrowser();
    try {
      await use(browser);
    } finally {
      if (task.result?.state === 'fail') {
        await mkdir(failures, { recursive: true });
        const file = resolve(failures, `${task.name.replace(/[^\w]+/g, '-').slice(0, 80)}.png`);
        await browser.saveScreenshot(file).catch(() => undefined);
      }
      await browser.deleteSession().catch(() => undefined);
    }
  },
});

/** Opens an address of the app (a path with its query). */
export function open(browser: Browser, path: string): Promise<void> {
  return browser.url(`${baseUrl}${path}`).then(() => undefined);
}

const screenshots = process.env.WEBKIT_SCREENSHOTS;

/**
 * With `--screenshots`: writes the screen as it is to docs/screenshots/<name>-webkit.png, beside the
 * Chromium screenshot of the same name, once the fonts are in and the transitions under way (a sheet
 * sliding in) have ended.
 */
export async function screenshot(browser: Browser, name: string): Promise<void> {
  if (!screenshots) return;
  await browser.executeAsync((done: () => void) => {
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    const ended = transitions.map((transition) => transition.finished.catch(() => undefined));
    void Promise.all([document.fonts.ready, ...ended]).then(() => done());
  });
  await browser.saveScreenshot(resolve(screenshots, `${name}-webkit.png`));
}
