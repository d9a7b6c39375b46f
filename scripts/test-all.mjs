// npm test: every check CI runs. The checks that share nothing (contract, generated files, types, lint,
// formatting, unit and contract tests) and the production build run side by side, as many at a time as
// the machine has cores, each one's output shown whole when it ends; then, on that one build, the
// end-to-end tests (Chromium), the WebKit journeys, the budget and the deploy tests, one after the other.
// A failure skips the browser steps.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { findChromium } from './find-chromium.mjs';
import { memoryTouchCost } from './host.mjs';
import { findWebKit } from './webkit/find-webkit.mjs';

const root = resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// Side by side, the longest first so the short ones fill in around them.
const checks = [
  ['contract tests', 'test:contract'],
  ['unit tests', 'test:unit'],
  ['lint', 'lint'],
  ['typecheck', 'typecheck'],
  ['formatting', 'format:check'],
  ['tooling tests', 'test:tooling'],
  ['i18n types match dictionaries', 'i18n:check'],
  ['build', 'build'],
  ['dead code (knip)', 'knip'],
  ['generated/ matches openapi/', 'api:check'],
  ['contract lint', 'api:lint'],
];
// One after the other, each with the whole machine, on the build above. (The WebKit journeys beside the
// deploy tests saved 9 s, but under that load WebKitGTK's player now and then stalled mid-seek.)
const browserSteps = [
  ['end-to-end tests', 'test:e2e', ['--no-build']],
  // The visitor's core journeys in WebKit, the engine of every iPhone visitor (docs/browsers.md).
  ['WebKit journeys', 'test:webkit', ['--no-build']],
  // Reads the build's manifest in dist/: bytes, not timing.
  ['home first-load JS budget', 'check:budget', []],
  ['deploy tests (nginx)', 'test:deploy', ['--no-build']],
];

const running = new Set();
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    for (const child of running) child.kill(signal);
  });
}

/** Runs one npm script; its output goes to the terminal as it comes, or is kept and returned. */
function run(script, args, { quiet }) {
  const started = Date.now();
  const child = spawn(npm, ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: root,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  running.add(child);
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((done) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      done({ code: code ?? signal, seconds: (Date.now() - started) / 1000, output: Buffer.concat(output).toString() });
    });
  });
}

/** The command that runs a step by itself, as the log names it. */
const commandOf = (script, args) => `npm run ${script}${args.length ? ` -- ${args.join(' ')}` : ''}`;

const results = new Map();
const failures = []; // in the order they happened
const line = (label, ok, code, seconds) =>
  `━━ ${label}: ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s`;

function record(label, script, { code, seconds }) {
  const ok = code === 0;
  results.set(label, { status: ok ? 'passed' : 'FAILED', seconds, script });
  if (!ok) failures.push([label, script]);
  return ok;
}

// How fast this machine gives processes memory, measured before the steps load it: the figure to
// compare when one run takes much longer than another (docs/performance.md, "How fast the machine is").
const memoryTouch = memoryTouchCost({ mebibytes: 64 });
const started = Date.now();
// Before anything slow, so a missing browser is found (or installed) up front.
findChromium();
findWebKit();

const queue = [...checks];
const parallel = Math.max(1, Math.min(availableParallelism(), queue.length));
console.log(`━━ ${queue.length} steps side by side, ${parallel} at a time`);
await Promise.all(
  Array.from({ length: parallel }, async () => {
    for (let next = queue.shift(); next && !interrupted; next = queue.shift()) {
      const [label, script] = next;
      const result = await run(script, [], { quiet: true });
      const ok = record(label, script, result);
      console.log(`\n━━ ${label} (${commandOf(script, [])})`);
      process.stdout.write(result.output.endsWith('\n') || !result.output ? result.output : `${result.output}\n`);
      console.log(line(label, ok, result.code, result.seconds));
    }
  }),
);

for (const [label, script, args] of browserSteps) {
  if (failures.length || interrupted) break;
  console.log(`\n━━ ${label} (${commandOf(script, args)})`);
  const result = await run(script, args, { quiet: false });
  console.log(line(label, record(label, script, result), result.code, result.seconds));
}

const steps = [...checks, ...browserSteps];
console.log('\nstep                             result     time');
for (const [label] of steps) {
  const { status, seconds } = results.get(label) ?? { status: 'skipped', seconds: 0 };
  console.log(`${label.padEnd(32)} ${status.padEnd(10)} ${seconds ? `${seconds.toFixed(1)} s` : ''}`);
}
console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s (the checks and the build side by side)`);
console.log(
  `this machine: ${availableParallelism()} cores; a fresh 4 KiB page of memory took ` +
    `${memoryTouch.firstTouchMicrosPerPage} µs to touch the first time`,
);
if (failures.length) {
  const [[label, script]] = failures;
  console.log(`first failure: ${label} (npm run ${script}); its output is above, under "━━ ${label}"`);
}
const passed = [...results.values()].filter((step) => step.status === 'passed').length;
console.log(`${passed} passed, ${failures.length} failed`);
process.exit(failures.length || interrupted ? 1 : 0);
