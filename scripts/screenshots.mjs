#!/usr/bin/env node
// Screenshots of the home screen and its dialogs, from the real app (production build, vite preview,
// Prism), on a 390×844 phone, in Thai, Arabic and English. The README shows them; retake them when
// the UI changes:
//
//   node scripts/screenshots.mjs              // builds first
//   node scripts/screenshots.mjs --no-build   // reuses dist/
//   node scripts/screenshots.mjs --dist /tmp/build   // builds into (or reuses) another directory
//
// Written to docs/screenshots/player-<screen>-<locale>.png (CSS 390×844 at device scale 2, like the other features'). PORT (default 4620) and MOCK_PORT (default 4621)
// choose the ports.
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startPrism } from '../mocks/prism.mjs';

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, 'docs/screenshots');
const port = Number(process.env.PORT ?? 4620);
const mockPort = Number(process.env.MOCK_PORT ?? 4621);
const base = `http://127.0.0.1:${port}`;
const distFlag = process.argv.indexOf('--dist');
const dist = distFlag > 0 && process.argv[distFlag + 1] ? resolve(process.argv[distFlag + 1]) : resolve(root, 'dist');

/** One drama example per language: Thai (the demo), Arabic (right to left), English. */
const locales = [
  { name: 'th', example: 'dramaTH' },
  { name: 'ar', example: 'dramaAE' },
  { name: 'en', example: 'dramaSG' },
];

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function run(command, args, env = {}) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} exited with ${code}`))));
  });
}

async function startPreview() {
  const child = spawn(resolve(root, 'node_modules/.bin/vite'), ['preview', '--outDir', dist, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, MOCK_PORT: String(mockPort) },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(base)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`vite preview did not start:\n${output}`);
    await new Promise((done) => setTimeout(done, 200));
  }
  return () => child.kill('SIGTERM');
}

/** Waits until the current episode has played a little, so the frame shows a picture. */
async function settleVideo(page) {
  await page.waitForFunction(() => {
    const video = document.querySelector('[data-role="current"] video');
    return video && video.currentTime > 1.2;
  });
}

async function shoot(browser, { name, example }) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  // Prism picks the drama (and so the language) by the Prefer header.
  await page.route('**/h5/drama_video/info**', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: `code=200, example=${example}` } }),
  );
  const file = (screen) => resolve(outDir, `player-${screen}-${name}.png`);
  const nav = (index) => page.locator('.player-nav__item').nth(index).click();
  const dialog = () => page.locator('dialog[open]');
  const closeDialog = async () => {
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  };
  const shotDialog = async (screen) => {
    await dialog().waitFor();
    await page.waitForTimeout(450); // The sheet's slide-in.
    await page.screenshot({ path: file(screen) });
  };

  await page.goto(`${base}/?info=demo-${name}`);
  await settleVideo(page);
  await page.screenshot({ path: file('home') });

  await nav(2);
  await shotDialog('episodes');
  await closeDialog();

  await nav(1);
  await shotDialog('speed');
  await closeDialog();

  await nav(3);
  await page.locator('.player-other img').first().waitFor();
  await page.waitForFunction(() => [...document.querySelectorAll('.player-other img')].every((img) => img.complete));
  await shotDialog('more');
  await closeDialog();

  await nav(2);
  await dialog().waitFor();
  await page.locator('.player-episode--locked').first().click();
  await page.locator('.player-unlock[open] .player-unlock__balance-value').filter({ hasText: /\d/ }).waitFor();
  await shotDialog('unlock');

  await context.close();
  console.log(`screenshots: ${name} done`);
}

async function main() {
  if (!process.argv.includes('--no-build')) await run(resolve(root, 'node_modules/.bin/vite'), ['build', '--outDir', dist, '--emptyOutDir']);
  await mkdir(outDir, { recursive: true });
  const prism = await startPrism({ port: mockPort, root });
  const stopPreview = await startPreview();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    for (const locale of locales) await shoot(browser, locale);
  } finally {
    await browser.close();
    stopPreview();
    await prism.stop();
  }
  console.log(`screenshots: written to ${outDir}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
