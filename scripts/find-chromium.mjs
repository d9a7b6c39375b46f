// Finds a Chromium for the end-to-end tests and the screenshot scripts, installing one if needed:
// CHROMIUM_PATH if set, else Debian's /usr/bin/chromium, else Playwright's own installed browser;
// with none, Debian's package when root on Debian, Playwright's download elsewhere.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { aptInstall, isDebianRoot } from './apt.mjs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
// Debian's Chromium without its browser UI, a package of its own built from the same source: what
// Playwright's own headless launches use (chromium-headless-shell), a third less CPU per test here.
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The flags every launch uses: headless, and none of Chromium's background traffic. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function playwrightChromium() {
  try {
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/** The browser to use, or null. Never installs anything. */
export function locateChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  return playwrightChromium();
}

/** The browser to use; installs one when there is none, saying so, or stops naming the command to run. */
export function findChromium() {
  const found = locateChromium();
  if (found) return found;
  if (isDebianRoot()) {
    console.log(
      "No Chromium found: installing Debian's chromium and its headless shell (apt-get install -y chromium chromium-headless-shell)…",
    );
    aptInstall(['chromium', 'chromium-headless-shell']);
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  } else {
    console.log("No Chromium found: installing Playwright's Chromium (playwright-core install chromium)…");
    try {
      execFileSync(
        process.execPath,
        [fileURLToPath(new URL('../node_modules/playwright-core/cli.js', import.meta.url)), 'install', 'chromium'],
        { stdio: 'inherit' },
      );
      const installed = playwrightChromium();
      if (installed) return installed;
    } catch {
      // Fall through to the message below.
    }
  }
  console.error(
    'No Chromium could be found or installed. Install one, then run the tests again:\n' +
      '  sudo apt-get install -y chromium chromium-headless-shell   (Debian/Ubuntu)\n' +
      '  node node_modules/playwright-core/cli.js install chromium   (elsewhere)\n' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}

/**
 * The browser for the headless tests (end-to-end, deploy) and the bench: findChromium's, with Debian's
 * headless shell in place of Debian's Chromium when it is installed beside it (docs/performance.md, "How
 * long the tests take" and "Which browser the bench drives"). The scripts pass it to Playwright in
 * CHROMIUM_PATH.
 */
export function findTestChromium() {
  const path = findChromium();
  return path === DEBIAN_CHROMIUM && existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : path;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(findChromium());
