// npm run test:e2e [-- --no-build] [playwright args]: builds the app, starts Prism and `vite preview`
// on free ports, runs the Playwright specs in tests/e2e against them, and stops both servers.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { findTestChromium } from './find-chromium.mjs';
import { startStack, testRun } from './servers.mjs';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const playwrightArgs = args.filter((arg) => arg !== '--no-build');

// Found (or installed) before the build, so a missing browser shows up in seconds, not minutes.
const chromiumPath = findTestChromium();
if (!skipBuild) {
  const build = spawnSync(resolve(root, 'node_modules/.bin/vite'), ['build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const run = testRun();

const stack = await startStack({ mode: 'preview' }).catch(async (error) => {
  console.error(`e2e: could not start the servers: ${error.message}`);
  await run.stop(1);
});
console.log(`e2e: app ${stack.url}, mock ${stack.mockUrl}, browser ${chromiumPath}`);

run.spawnRunner(resolve(root, 'node_modules/.bin/playwright'), ['test', ...playwrightArgs], {
  cwd: root,
  env: { ...process.env, CHROMIUM_PATH: chromiumPath, E2E_BASE_URL: stack.url, E2E_MOCK_URL: stack.mockUrl },
  stdio: 'inherit',
});
