// npm test: every check CI runs, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { findChromium } from './find-chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const steps = [
  ['contract lint', 'api:lint'],
  ['generated/ matches openapi/', 'api:check'],
  ['i18n types match dictionaries', 'i18n:check'],
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['dead code (knip)', 'knip'],
  ['formatting', 'format:check'],
  ['unit tests', 'test:unit'],
  ['contract tests', 'test:contract'],
  ['tooling tests', 'test:tooling'],
  ['end-to-end tests', 'test:e2e'],
  // Reads the build the end-to-end step made in dist/.
  ['home first-load JS budget', 'check:budget'],
  ['deploy tests (nginx)', 'test:deploy'],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const results = [];
let failed = false;
for (const [label, script] of steps) {
  if (failed) {
    results.push({ label, status: 'skipped', seconds: 0 });
    continue;
  }
  // Before the slow steps, so a missing browser is found (or installed) up front.
  if (script === 'test:e2e') findChromium();
  console.log(`\n━━ ${label} (npm run ${script})`);
  const started = Date.now();
  const run = spawnSync(npm, ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  const seconds = (Date.now() - started) / 1000;
  const ok = run.status === 0;
  results.push({ label, status: ok ? 'passed' : 'FAILED', seconds });
  console.log(`━━ ${label}: ${ok ? 'passed' : `FAILED (exit ${run.status ?? run.signal})`} in ${seconds.toFixed(1)} s`);
  if (!ok) failed = true;
}

console.log('\nstep                             result     time');
for (const { label, status, seconds } of results) {
  console.log(`${label.padEnd(32)} ${status.padEnd(10)} ${seconds ? `${seconds.toFixed(1)} s` : ''}`);
}
const total = results.reduce((sum, step) => sum + step.seconds, 0);
console.log(`total ${total.toFixed(0)} s`);
const passed = results.filter((step) => step.status === 'passed').length;
const failures = results.filter((step) => step.status === 'FAILED').length;
console.log(`${passed} passed, ${failures} failed`);
process.exit(failed ? 1 : 0);
