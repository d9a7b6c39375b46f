#!/usr/bin/env node
// Screenshots of the wallet screens (/mine, /recharge, /qrCode and both record lists) at 390×844
// in Thai, Arabic and English, written to docs/screenshots/wallet-<screen>-<locale>.png.
//
//   node scripts/screenshots-wallet.mjs            # builds the app, serves it on 4711 with Prism on 4712
//   WALLET_SHOTS_PORT=4721 node scripts/screenshots-wallet.mjs
//
// A production build, not the dev server: the dev server discovers dependencies as screens load
// and reloads the page to re-bundle them, which would break a flow half-way.
// Prism has no state, so each screen's data is chosen with its Prefer header (drama and packages per
// language, the second page of a record list, a paid order).
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startPrism } from '../mocks/prism.mjs';

const root = resolve(import.meta.dirname, '..');
const appPort = Number(process.env.WALLET_SHOTS_PORT ?? 4711);
const mockPort = appPort + 1;
const base = `http://127.0.0.1:${appPort}`;
const outDir = resolve(root, 'docs/screenshots');

const languages = [
  { locale: 'th', drama: 'dramaTH', options: 'optionsTH' },
  { locale: 'ar', drama: 'dramaAE', options: 'optionsAE' },
  { locale: 'en', drama: 'dramaSG', options: 'optionsTH' },
];

const delay = (ms) => new Promise((done) => setTimeout(done, ms));

const buildDir = join(tmpdir(), `wallet-shots-${appPort}`);

function run(command, args) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

async function startApp() {
  const vite = resolve(root, 'node_modules/.bin/vite');
  await run(vite, ['build', '--outDir', buildDir, '--emptyOutDir', '--logLevel', 'warn']);
  const child = spawn(vite, ['preview', '--outDir', buildDir, '--port', String(appPort), '--strictPort', '--host', '127.0.0.1'], {
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

/** Adds `Prefer` for the examples this screenshot needs. */
function preferFor(language, extra = {}) {
  return (url, method) => {
    const { pathname, searchParams } = new URL(url);
    if (pathname === '/h5/drama_video/info') return `code=200, example=${language.drama}`;
    if (pathname === '/h5/recharge/options') return `code=200, example=${language.options}`;
    if (pathname.endsWith('_records') && searchParams.get('page') === '2') return 'code=200, example=page2';
    if (pathname.startsWith('/h5/recharge/order/') && method === 'GET' && extra.order) return `code=200, example=${extra.order}`;
    return undefined;
  };
}

async function openApp(browser, language, extra) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const prefer = preferFor(language, extra);
  await page.route(/\/(h5|tt)\//, (route) => {
    const request = route.request();
    const value = prefer(request.url(), request.method());
    return route.continue(value ? { headers: { ...request.headers(), prefer: value } } : undefined);
  });
  page.on('pageerror', (error) => console.error(`[${language.locale}] page error: ${error.message}`));
  await page.goto(`${base}/?info=demo-${language.locale}`);
  await page.waitForFunction(() => localStorage.getItem('USER_ID') !== null, null, { timeout: 20_000 });
  return { context, page };
}

async function shoot(page, path, name, ready) {
  await page.goto(`${base}${path}`);
  await ready(page);
  await page.evaluate(() => document.fonts.ready);
  await delay(400);
  const file = resolve(outDir, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(`wrote ${file}`);
}

async function main() {
  await mkdir(outDir, { recursive: true });
  const prism = await startPrism({ port: mockPort, root });
  const vite = await startApp();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    for (const language of languages) {
      const { context, page } = await openApp(browser, language);
      const { locale } = language;
      await shoot(page, '/mine', `wallet-mine-${locale}`, (p) => p.getByTestId('wallet-balance').waitFor());
      await shoot(page, '/recharge?episode=6', `wallet-recharge-${locale}`, (p) => p.getByRole('radio').first().waitFor());
      await page.locator('.wallet-paybar__button').click();
      await page.getByTestId('pay-qr').waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: resolve(outDir, `wallet-qr-${locale}.png`) });
      console.log(`wrote wallet-qr-${locale}.png`);
      await shoot(page, '/paymentRecord', `wallet-payment-records-${locale}`, (p) => p.locator('.records-list').waitFor());
      await shoot(page, '/rechargeRecord', `wallet-recharge-records-${locale}`, (p) => p.locator('.records-list').waitFor());
      await context.close();

      // The paid state, mid-countdown: a reload on /qrCode resumes the order just created.
      const paid = await openApp(browser, language, { order: 'orderPaid' });
      await paid.page.goto(`${base}/recharge`);
      await paid.page.getByRole('radio').first().waitFor();
      await paid.page.locator('.wallet-paybar__button').click();
      await paid.page.getByTestId('pay-countdown').waitFor();
      await paid.page.evaluate(() => document.fonts.ready);
      await paid.page.screenshot({ path: resolve(outDir, `wallet-qr-paid-${locale}.png`) });
      console.log(`wrote wallet-qr-paid-${locale}.png`);
      await paid.context.close();
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
