#!/usr/bin/env node
// npm run bench [-- options]: how fast the app is, against the fastest start physically possible.
//
// Builds the app into bench/dist (not dist/, which the end-to-end runs use), serves it with a
// production-like server (scripts/bench/server.mjs) in front of a fresh Prism, drives Chromium on
// the phone profile and writes bench/results.json and bench/results.md (printed too).
//
//   --check         exit 1 when a budget of bench/budgets.json is broken, listing each
//   --quick         3 runs per profile instead of 5, one Lighthouse run: for iterating, not for the docs
//   --skip-build    reuse bench/dist
//   --runs N        cold/repeat runs per profile and page (default 5)
//   --only LIST     some measurements: weight,ttff,switch,lighthouse,webkit,origins (the others show as not measured)
//
// webkit is the time to first frame in WebKit (webkit-ttff.mjs), budgeted cold like Chromium's.
// origins is the separate-origins mode (origins.mjs): the API and the media on origins of their own, with and
// without the page's preconnect hints; it builds the app once more, so it runs only when --only names it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { relative, resolve } from 'node:path';
import { startPrism } from '../../mocks/prism.mjs';
import { memoryTouchCost } from '../host.mjs';
import { freePort } from '../servers.mjs';
import { findWebKit } from '../webkit/find-webkit.mjs';
import { launchBrowser } from './browser.mjs';
import { checkBudgets, readBudgets } from './budgets.mjs';
import { DEMO_PATH, demoDrama } from './demo.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measureOrigins } from './origins.mjs';
import { renderMarkdown } from './report.mjs';
import { BASELINE_PATH, baselineHtml, startBenchServer } from './server.mjs';
import { summary } from './stats.mjs';
import { measureSwitching } from './switching.mjs';
import { measureTtff } from './ttff.mjs';
import { measureWebKitTtff, probeScript } from './webkit-ttff.mjs';
import { measureWeight, precompress } from './weight.mjs';

const root = resolve(import.meta.dirname, '../..');
const benchDir = resolve(root, 'bench');
// BENCH_OUT puts the build and the results elsewhere, so two benches (say, two engineers' branches) never share a folder.
const outDir = process.env.BENCH_OUT ? resolve(process.env.BENCH_OUT) : benchDir;
const distDir = resolve(outDir, 'dist');
const DEFAULT_SECTIONS = ['weight', 'ttff', 'switch', 'lighthouse', 'webkit'];
const SECTIONS = [...DEFAULT_SECTIONS, 'origins'];

function parseArgs(argv) {
  const options = { check: false, quick: false, build: true, runs: null, only: DEFAULT_SECTIONS, apiFromMemory: true };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    const value = () => inline ?? argv[++i];
    if (flag === '--help' || flag === '-h') {
      console.log(usage);
      process.exit(0);
    } else if (flag === '--check') options.check = true;
    else if (flag === '--quick') options.quick = true;
    else if (flag === '--skip-build') options.build = false;
    else if (flag === '--api-every-time') options.apiFromMemory = false;
    else if (flag === '--runs') options.runs = Number(value());
    else if (flag === '--only')
      options.only = String(value() ?? '')
        .split(',')
        .filter(Boolean);
    else throw new Error(`unknown option ${argv[i]}\n${usage}`);
  }
  if (options.runs !== null && !(Number.isInteger(options.runs) && options.runs > 0))
    throw new Error('--runs takes a positive whole number');
  const unknown = options.only.filter((name) => !SECTIONS.includes(name));
  if (!options.only.length || unknown.length) throw new Error(`--only takes a list of ${SECTIONS.join(', ')}`);
  options.runs ??= options.quick ? 3 : 5;
  options.lighthouseRuns = options.quick ? 1 : 3;
  return options;
}

const usage =
  'usage: npm run bench -- [--check] [--quick] [--skip-build] [--runs N] [--api-every-time] [--only weight,ttff,switch,lighthouse,webkit,origins]';
const started = Date.now();
const log = (line) => console.log(line);
const stamp = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

function commit() {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  const dirty = spawnSync('git', ['status', '--porcelain', '--', 'src', 'index.html', 'vite.config.ts'], {
    cwd: root,
    encoding: 'utf8',
  });
  return `${head.stdout.trim() || 'unknown'}${dirty.stdout.trim() ? ' (with uncommitted changes in src)' : ''}`;
}

/** `vite build` of the app into `dir`, with `env` added to the environment (the origins mode's API address). */
function buildApp(dir, env = {}) {
  const build = spawnSync(
    resolve(root, 'node_modules/.bin/vite'),
    ['build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } },
  );
  if (build.status !== 0) throw new Error(`vite build failed (exit ${build.status})`);
}

let options;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(`bench: ${error.message}`);
  process.exit(2);
}

const cleanups = [];
// Each bench server's list of Prism's answer times (server.mjs), for the results' meta.
const apiThinkTimes = [];
async function cleanUp() {
  for (const stop of cleanups.reverse()) await stop().catch(() => {});
  cleanups.length = 0;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void cleanUp().then(() => process.exit(130)));

async function main() {
  const loadAverage = loadavg().map((value) => value.toFixed(2));
  const memoryTouch = memoryTouchCost();
  if (options.build) {
    log(`bench: building the app into bench/dist…`);
    buildApp(distDir);
  } else if (!existsSync(resolve(distDir, 'index.html'))) {
    throw new Error('bench/dist has no build: run without --skip-build');
  }
  await precompress(distDir);
  const demo = await demoDrama(root);
  const prism = await startPrism({ root });
  cleanups.push(prism.stop);
  const server = await startBenchServer({
    distDir,
    mediaDir: resolve(root, 'mocks/media'),
    mockUrl: prism.url,
    baseline: baselineHtml(demo.firstEpisode.videoUrl),
    port: await freePort(),
    apiFromMemory: options.apiFromMemory,
  });
  cleanups.push(server.stop);
  apiThinkTimes.push(server.thinkTimes);
  const { browser, version, executablePath } = await launchBrowser();
  cleanups.push(() => browser.close());
  const demoUrl = `${server.url}${DEMO_PATH}`;
  log(`bench: app ${demoUrl}, baseline ${server.url}${BASELINE_PATH} (${demo.firstEpisode.videoUrl}) [${stamp()}]`);

  const results = { meta: {} };
  if (options.only.includes('weight')) {
    log(`bench: weight [${stamp()}]`);
    results.weight = await measureWeight({ browser, server, distDir, demoUrl, log });
  }
  if (options.only.includes('ttff')) {
    log(`bench: time to first frame, ${options.runs} cold + repeat runs per profile [${stamp()}]`);
    results.ttff = await measureTtff({
      browser,
      server,
      demoUrl,
      baselineUrl: `${server.url}${BASELINE_PATH}`,
      runs: options.runs,
      profileNames: ['unthrottled', 'fast4g', 'slow4g'],
      log,
    });
  }
  if (options.only.includes('switch')) {
    log(`bench: episode switches and staying power [${stamp()}]`);
    results.switching = await measureSwitching({
      browser,
      demoUrl,
      freeEpisodes: demo.freeEpisodes,
      switches: 30,
      forwardSample: 10,
      log,
    });
  }
  if (options.only.includes('lighthouse')) {
    log(`bench: Lighthouse, ${options.lighthouseRuns} run(s) [${stamp()}]`);
    results.lighthouse = await measureLighthouse({ url: demoUrl, runs: options.lighthouseRuns, log });
  }
  if (options.only.includes('webkit')) {
    results.webkit = await measureWebKit({ demo, mockUrl: prism.url, runs: options.runs });
  }
  if (options.only.includes('origins')) {
    log(`bench: separate origins, ${options.runs} cold + repeat runs per profile, with and without hints [${stamp()}]`);
    results.origins = await measureOrigins({
      root,
      build: buildApp,
      distDir: resolve(outDir, 'dist-origins'),
      mockUrl: prism.url,
      demo,
      runs: options.runs,
      profileNames: ['fast4g', 'slow4g'],
      log,
      cleanups,
      apiFromMemory: options.apiFromMemory,
      apiThinkTimes,
    });
  }
  await cleanUp();

  results.meta = {
    date: new Date().toISOString(),
    commit: commit(),
    chromium: version,
    // Which build of it: the headless shell or the full browser (docs/performance.md, "Which browser the bench drives").
    chromiumPath: executablePath,
    node: process.version,
    cpus: cpus().length,
    loadAverage,
    // How fast the host gives processes new memory (scripts/host.mjs): a slow one slows every page's start.
    memoryTouch,
    // Whether a GET Prism answered once was answered again from memory (server.mjs, forward), and how long
    // Prism's own answers took.
    api: { fromMemory: options.apiFromMemory, prismAnswerMs: summary(apiThinkTimes.flat()) },
    quick: options.quick,
    runs: options.runs,
    lighthouseRuns: options.lighthouseRuns,
    demo: { link: DEMO_PATH, firstEpisode: demo.firstEpisode.videoUrl, freeEpisodes: demo.freeEpisodes },
    seconds: (Date.now() - started) / 1000,
  };
  const verdicts = checkBudgets(await readBudgets(resolve(benchDir, 'budgets.json')), results);
  results.budgets = verdicts;
  const markdown = renderMarkdown(results, verdicts);
  await mkdir(outDir, { recursive: true });
  await writeFile(resolve(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(resolve(outDir, 'results.md'), markdown);
  log(`\n${markdown}`);
  log(`bench: wrote ${relative(root, outDir) || '.'}/results.json and results.md in ${stamp()}`);

  const broken = verdicts.filter((verdict) => !verdict.ok);
  if (options.check) {
    if (broken.length) {
      console.error(`\nbench --check: ${broken.length} budget(s) broken:`);
      for (const v of broken)
        console.error(`  ✖ ${v.where ? `${v.name}: ${v.where}` : v.name}: ${v.text}, limit ${v.bound}`);
      return 1;
    }
    log('\nbench --check: every budget holds.');
  }
  return 0;
}

/** The time to first frame in WebKit, unthrottled, from a server of its own that puts the probe in the pages. */
async function measureWebKit({ demo, mockUrl, runs }) {
  const webkit = findWebKit({ required: false });
  if (!webkit) return { error: 'WebKitGTK, its WebDriver server or Xvfb is not installed' };
  const server = await startBenchServer({
    distDir,
    mediaDir: resolve(root, 'mocks/media'),
    mockUrl,
    baseline: baselineHtml(demo.firstEpisode.videoUrl),
    port: await freePort(),
    headScript: probeScript,
    apiFromMemory: options.apiFromMemory,
  });
  apiThinkTimes.push(server.thinkTimes);
  cleanups.push(server.stop);
  log(`bench: time to first frame in WebKit, ${runs} cold + repeat runs, unthrottled [${stamp()}]`);
  try {
    return await measureWebKitTtff({
      webkit,
      server,
      demoUrl: `${server.url}${DEMO_PATH}`,
      baselineUrl: `${server.url}${BASELINE_PATH}`,
      runs,
      log,
    });
  } catch (error) {
    // A WebDriver that fails costs these figures (their budget reads "not measured"), not every other one of the run.
    const message = String(error?.message ?? error).split('\n')[0];
    log(`  WebKit: not measured (${message})`);
    return { error: message };
  }
}

main().then(
  (code) => process.exit(code),
  async (error) => {
    console.error(`bench: ${error.stack ?? error.message}`);
    await cleanUp();
    process.exit(2);
  },
);
