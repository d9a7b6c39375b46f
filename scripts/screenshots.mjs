#!/usr/bin/env node
// The screenshots in README.md and docs/screenshots/, from the real app (production build, `vite preview`,
// Prism), on a 390×844 phone (device scale 2), in Thai, Arabic and English. Retake them when the UI changes:
//
//   npm run screenshots                                  // builds dist/ first, then every set
//   npm run screenshots -- --no-build                    // reuses dist/
//   npm run screenshots -- --only wallet,account         // some sets only
//
// Each set lives in scripts/screenshots/<set>.mjs and writes docs/screenshots/<set>-<screen>-<locale>.png:
//   player   the home screen and its dialogs
//   wallet   /mine, /recharge, /qrCode (unpaid, with a payment page, paid), both record lists, the
//            invitation to bind an e-mail after a first purchase
//   account  /login, /bindAccount, /settings, /policy
//   interruptions  a lost unlock or order answer, a purchase completed on return, /login after a 401
//   floor    the page a browser below the support floor gets
//   handover "Open in browser" in an in-app browser's More and on its QR page, and the word on landing
// The app is built once, Prism and `vite preview` start once on free ports and Chromium launches
// once; all of them stop when the run ends, fails or is interrupted.
//
// A production build, not the dev server: the dev server discovers dependencies as screens load and
// reloads the page to re-bundle them, which would break a flow half-way.
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './find-chromium.mjs';
import { startStack, stopAll } from './servers.mjs';
import account from './screenshots/account.mjs';
import floor from './screenshots/floor.mjs';
import handOver from './screenshots/hand-over.mjs';
import interruptions from './screenshots/interruptions.mjs';
import player from './screenshots/player.mjs';
import { helpers } from './screenshots/support.mjs';
import wallet from './screenshots/wallet.mjs';

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, 'docs/screenshots');
const sets = { player, wallet, account, interruptions, floor, handover: handOver };

function parseArgs(argv) {
  const options = { build: true, only: Object.keys(sets) };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--no-build') options.build = false;
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const value = arg === '--only' ? argv[++i] : arg.slice('--only='.length);
      options.only = (value ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      const unknown = options.only.filter((name) => !Object.hasOwn(sets, name));
      if (!options.only.length || unknown.length) {
        throw new Error(`--only takes a comma-separated list of ${Object.keys(sets).join(', ')}; got "${value ?? ''}"`);
      }
    } else
      throw new Error(
        `Unknown argument ${arg}. Usage: node scripts/screenshots.mjs [--no-build] [--only player,wallet,account,interruptions,floor,handover]`,
      );
  }
  return options;
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

// What is running, so an interrupt or a failure at any point stops it all.
let browser = null;
let build = null;
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (build && build.exitCode === null && build.signalCode === null) build.kill('SIGTERM');
  await browser?.close().catch(() => {});
  await stopAll();
  process.exit(code);
}
process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));
process.on('SIGHUP', () => void stop(129));

function viteBuild() {
  return new Promise((done, fail) => {
    build = spawn(resolve(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    build.once('error', fail);
    build.once('exit', (code, signal) =>
      code === 0 ? done() : fail(new Error(`vite build exited with ${code ?? signal}`)),
    );
  });
}

async function main() {
  const started = Date.now();
  const options = parseArgs(process.argv.slice(2));
  // Found (or installed) before the build, so a missing browser shows up in seconds, not minutes.
  const executablePath = findChromium();
  if (options.build) {
    console.log('screenshots: building dist/…');
    await viteBuild();
    console.log(`screenshots: built in ${seconds(started)}`);
  }
  await mkdir(outDir, { recursive: true });
  const stack = await startStack({ mode: 'preview' });
  console.log(`screenshots: app ${stack.url}, mock ${stack.mockUrl}`);
  // Playwright's own signal handlers would exit as soon as the browser is gone, before the servers
  // are stopped: stop() below closes the browser instead.
  browser = await chromium.launch({
    executablePath,
    args: chromiumArgs,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const baseUrl = stack.url;
  const shared = { browser, baseUrl, outDir, ...helpers({ baseUrl, outDir }) };
  for (const name of options.only) {
    const since = Date.now();
    console.log(`screenshots: ${name}…`);
    await sets[name](shared);
    console.log(`screenshots: ${name} done in ${seconds(since)}`);
  }
  console.log(`screenshots: ${options.only.join(', ')} written to ${outDir} in ${seconds(started)}`);
}

main().then(
  () => stop(0),
  (error) => {
    console.error(error);
    return stop(1);
  },
);
