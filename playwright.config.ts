import { defineConfig } from '@playwright/test';
import { chromiumArgs, locateChromium } from './scripts/find-chromium.mjs';
import { phoneProfile } from './scripts/phone-profile.mjs';

// scripts/e2e.mjs (npm run test:e2e) builds the app, starts Prism and `vite preview` on free ports
// and passes the app's address in E2E_BASE_URL; it also makes sure a Chromium exists.
const baseURL = process.env.E2E_BASE_URL;
if (!baseURL) throw new Error('E2E_BASE_URL is not set: run the end-to-end tests with `npm run test:e2e`.');

const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // Every test has a browser context of its own and Prism keeps no state: any test may run beside any
  // other. Three workers on a 2-core machine: a test waits on its page much of its time, and with two the
  // cores stood idle a fifth of the step (docs/performance.md). No retries: a test that fails once has
  // found something.
  fullyParallel: true,
  workers: 3,
  retries: 0,
  forbidOnly: ci,
  // The HTML report lands in playwright-report/ for a failed CI run; it never opens a browser tab. A CI run
  // keeps only its log: each failed test's page, as it was when it failed, is printed at the end.
  reporter: [
    ['list'],
    ['./tests/support/slowest-reporter.ts'],
    ['./tests/support/failed-page-reporter.ts'],
    ['html', { open: 'never' }],
  ],
  outputDir: 'test-results',
  use: {
    baseURL,
    ...phoneProfile,
    // The phone's layout at one device pixel per CSS pixel: a test asserts what the visitor sees, never
    // pixels, and software rendering at scale 3 paints nine times the pixels of every video frame.
    deviceScaleFactor: 1,
    // The shell worker (src/entries/shell-worker/) would answer a test's second visit from the first one's
    // page, and requests it saw would pass Playwright's routing by: each spec starts from the server's
    // page. session-return-visit.spec.ts allows it and tests it; the deploy tests run with it throughout.
    serviceWorkers: 'block',
    // A failed test keeps its trace (every action with its call log and source line) and a screenshot of
    // the moment it failed. The trace's screencast and DOM snapshots (with them the network log) are left
    // out: recording them for every test cost a quarter and a fifth of the step's CPU. For the whole
    // trace, run the failing test again with `--trace on` (docs/developing.md).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    screenshot: 'only-on-failure',
    // The browser findTestChromium chose, which the script passes in CHROMIUM_PATH.
    launchOptions: { executablePath: locateChromium() ?? undefined, args: chromiumArgs },
  },
  projects: [{ name: 'phone' }],
});
