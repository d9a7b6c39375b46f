// npm run test:webkit [-- --no-build] [--screenshots] [vitest args]: the visitor's core journeys in
// WebKit, the engine of every iPhone visitor. Builds the app, starts Prism, the examples proxy
// (mock-proxy.mjs) and `vite preview` on free ports, then Xvfb and WebKitGTK's WebDriver server
// (webkit-driver.mjs), and runs the specs in tests/webkit with Vitest; each test drives its own
// MiniBrowser session at 390×844. Everything it started is stopped when the run ends, fails or is
// interrupted. --screenshots also writes docs/screenshots/*-webkit.png. docs/browsers.md has the why.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { startStack, testRun } from '../servers.mjs';
import { findWebKit } from './find-webkit.mjs';
import { startMockProxy } from './mock-proxy.mjs';
import { startWebKit } from './webkit-driver.mjs';

const root = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const screenshots = args.includes('--screenshots');
const vitestArgs = args.filter((arg) => arg !== '--no-build' && arg !== '--screenshots');
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

// Found (or installed) before the build, so a missing package shows up in seconds.
const webkit = findWebKit();
if (!skipBuild) {
  const build = spawnSync(resolve(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const run = testRun({ after: (code) => console.log(`webkit: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds()}`) });

try {
  // WebDriver cannot route a page's requests as Playwright does: the examples proxy stands between
  // the app's server and Prism instead (its servers are stopped by stopAll). WebKit starts meanwhile,
  // and is stopped once started, even when the stop comes first.
  const starting = startWebKit(webkit);
  run.onStop(() => starting.then((started) => started.stop()));
  const [stack, browser] = await Promise.all([startStack({ mode: 'preview', layer: startMockProxy }), starting]);
  console.log(`webkit: app ${stack.url}, WebDriver ${browser.driverUrl} on display ${browser.display} [${seconds()}]`);

  run.spawnRunner(
    resolve(root, 'node_modules/.bin/vitest'),
    ['run', '--config', 'tests/webkit/vitest.config.ts', ...vitestArgs],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        WEBKIT_BASE_URL: stack.url,
        WEBKIT_MOCK_URL: stack.mockUrl,
        WEBKIT_DRIVER_URL: browser.driverUrl,
        WEBKIT_CAPABILITIES: JSON.stringify(browser.capabilities),
        WEBKIT_SCREENSHOTS: screenshots ? resolve(root, 'docs/screenshots') : '',
      },
    },
  );
} catch (error) {
  console.error(`webkit: could not start: ${error.message}`);
  await run.stop(1);
}
