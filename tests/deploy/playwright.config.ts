import { defineConfig } from '@playwright/test';
import { chromiumArgs, locateChromium } from '../../scripts/find-chromium.mjs';
import { phoneProfile } from '../../scripts/phone-profile.mjs';

// scripts/test-deploy.mjs (npm run test:deploy) builds the app if needed, serves it with Debian's
// nginx and the committed configuration (deploy/nginx) in front of Prism, and passes the addresses
// in DEPLOY_BASE_URL and DEPLOY_MOCK_URL (and the builds in DEPLOY_BUILD_A/B for the stale deploy).
const baseURL = process.env.DEPLOY_BASE_URL;
if (!baseURL) throw new Error('DEPLOY_BASE_URL is not set: run the deploy tests with `npm run test:deploy`.');

const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: '.',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // By file: media-origin and stale-deploy start servers of their own for their tests. No retries.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: ci,
  // Apart from the end-to-end run's test-results/ and playwright-report/, which each run empties.
  reporter: [
    ['list'],
    ['../support/slowest-reporter.ts'],
    ['../support/failed-page-reporter.ts'],
    ['html', { open: 'never', outputFolder: '../../.tmp/deploy-report' }],
  ],
  outputDir: '../../.tmp/deploy-results',
  use: {
    baseURL,
    ...phoneProfile,
    // The phone's layout at one device pixel per CSS pixel: a test asserts what the visitor sees, never
    // pixels, and software rendering at scale 3 paints nine times the pixels of every video frame.
    deviceScaleFactor: 1,
    // As in the end-to-end config: a failed test keeps its trace of actions and a screenshot, no DOM snapshots.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    screenshot: 'only-on-failure',
    // The browser findTestChromium chose, which the script passes in CHROMIUM_PATH.
    launchOptions: { executablePath: locateChromium() ?? undefined, args: chromiumArgs },
  },
  projects: [{ name: 'phone' }],
});
