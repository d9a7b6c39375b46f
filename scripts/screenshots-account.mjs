#!/usr/bin/env node
// Screenshots of the account and legal screens (/login, /bindAccount, /settings, /policy) at 390×844
// in Thai, Arabic and English, written to docs/screenshots/account-<screen>-<locale>.png.
//
//   node scripts/screenshots-account.mjs            # starts Prism and Vite on ports 4811 and 4812
//   ACCOUNT_SHOTS_PORT=4821 node scripts/screenshots-account.mjs
//
// The language follows the drama's country, so each language opens the demo link with the drama
// example of a country that speaks it (Prefer header on the drama info call).
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startPrism } from '../mocks/prism.mjs';

const root = resolve(import.meta.dirname, '..');
const appPort = Number(process.env.ACCOUNT_SHOTS_PORT ?? 4811);
const mockPort = appPort + 1;
const base = `http://127.0.0.1:${appPort}`;
const outDir = resolve(root, 'docs/screenshots');

const languages = [
  { locale: 'th', drama: 'dramaTH' },
  { locale: 'ar', drama: 'dramaAE' },
  { locale: 'en', drama: 'dramaSG' },
];

const screens = [
  { name: 'login', path: '/login', ready: (page) => page.locator('.account-form').waitFor() },
  { name: 'bind-account', path: '/bindAccount', ready: (page) => page.locator('.account-form').waitFor() },
  { name: 'settings', path: '/settings', ready: (page) => page.locator('.account-list').first().waitFor() },
  { name: 'policy', path: '/policy', ready: (page) => page.locator('.legal__heading').first().waitFor() },
];

const delay = (ms) => new Promise((done) => setTimeout(done, ms));

async function startVite() {
  const child = spawn(resolve(root, 'node_modules/.bin/vite'), ['--port', String(appPort), '--strictPort', '--host', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, MOCK_PORT: String(mockPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  for (let tries = 0; tries < 150; tries += 1) {
    if (child.exitCode !== null) throw new Error(`vite exited:\n${output}`);
    try {
      if ((await fetch(base)).ok) return child;
    } catch {
      // not listening yet
    }
    await delay(200);
  }
  child.kill();
  throw new Error(`vite did not answer on ${base}:\n${output}`);
}

async function openApp(browser, language) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.route(/\/h5\/drama_video\/info/, (route) => {
    const request = route.request();
    return route.continue({ headers: { ...request.headers(), prefer: `code=200, example=${language.drama}` } });
  });
  page.on('pageerror', (error) => console.error(`[${language.locale}] page error: ${error.message}`));
  await page.goto(`${base}/?info=demo-${language.locale}`);
  await page.waitForFunction(() => localStorage.getItem('USER_ID') !== null, null, { timeout: 20_000 });
  return { context, page };
}

async function shoot(page, screen, locale) {
  await page.goto(`${base}${screen.path}`);
  await screen.ready(page);
  await page.evaluate(() => document.fonts.ready);
  await delay(400);
  const file = resolve(outDir, `account-${screen.name}-${locale}.png`);
  await page.screenshot({ path: file });
  console.log(`wrote ${file}`);
}

async function main() {
  await mkdir(outDir, { recursive: true });
  const prism = await startPrism({ port: mockPort, root });
  const vite = await startVite();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    for (const language of languages) {
      const { context, page } = await openApp(browser, language);
      for (const screen of screens) await shoot(page, screen, language.locale);
      await context.close();
    }
  } finally {
    await browser.close();
    vite.kill('SIGTERM');
    await prism.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
