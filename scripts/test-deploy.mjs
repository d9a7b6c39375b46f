// npm run test:deploy [-- --build | --no-build] [playwright args]: the production build served by
// Debian's nginx with the committed configuration (deploy/nginx), in front of Prism, driven by the
// Playwright specs in tests/deploy. Builds first when dist/ is older than the sources (or missing).
//
// The build is copied (and precompressed) into a directory of its own, so a rebuild of dist/ during
// the run changes nothing; a second copy with every hashed file renamed is the "next deployment"
// the stale-deploy spec switches to.
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startPrism } from '../mocks/prism.mjs';
import { findNginx, startNginx } from './deploy/nginx.mjs';
import { precompress } from './deploy/precompress.mjs';
import { rehashBuild } from './deploy/rehash-build.mjs';
import { findTestChromium } from './find-chromium.mjs';
import { testRun } from './servers.mjs';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const forceBuild = args.includes('--build');
const skipBuild = args.includes('--no-build');
const playwrightArgs = args.filter((arg) => arg !== '--build' && arg !== '--no-build');
const dist = join(root, 'dist');

/** The newest modification time under the inputs of `vite build`: the app, its config and the build's own plugins. */
function newestSource() {
  const walk = (path) => {
    if (!existsSync(path)) return 0;
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.mtimeMs;
    return Math.max(0, ...readdirSync(path).map((name) => walk(join(path, name))));
  };
  return Math.max(
    ...[
      'src',
      'generated',
      'index.html',
      'vite.config.ts',
      'scripts/vite-plugins',
      'scripts/page-script-policy.mjs',
      'mocks/demo-media-plugin.ts',
      'package-lock.json',
    ].map((p) => walk(join(root, p))),
  );
}

function buildIsStale() {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return 'there is no dist/index.html';
  if (statSync(index).mtimeMs < newestSource()) return 'the sources changed since dist/ was built';
  return null;
}

// Both found (or installed) first, so a missing one shows in seconds, not after a build.
findNginx();
const chromiumPath = findTestChromium();

const stale = forceBuild ? 'asked to' : skipBuild ? null : buildIsStale();
if (stale) {
  console.log(`deploy: building (${stale})`);
  const build = spawnSync(resolve(root, 'node_modules/.bin/vite'), ['build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else if (!existsSync(join(dist, 'index.html'))) {
  console.error('deploy: --no-build, but there is no dist/: run `npm run build` first.');
  process.exit(1);
}

const run = testRun();
const work = mkdtempSync(join(tmpdir(), 'short-drama-deploy-'));
run.onStop(() => rmSync(work, { recursive: true, force: true }));
chmodSync(work, 0o755); // nginx runs as nobody when we are root: it must be able to read the builds
const buildA = join(work, 'build-a');
const buildB = join(work, 'build-b');

async function prepareBuilds() {
  cpSync(dist, buildA, { recursive: true });
  rehashBuild(buildA, buildB, 'B');
  // Only the build the tests start on is precompressed, as a deployment would be; the next one is what
  // stale-deploy switches to for its chunks and reloads, which nginx compresses as it serves them.
  return precompress(buildA);
}

// Prism loads the contract while the first build is compressed (the copying before it is synchronous);
// both are waited for, so a failure of one never leaves the other running.
const [builds, mock] = await Promise.allSettled([prepareBuilds(), startPrism({ root })]);
const prism = mock.status === 'fulfilled' ? mock.value : null;
if (prism) run.onStop(() => prism.stop());
const failed = [builds, mock].find((result) => result.status === 'rejected');
if (failed) {
  console.error(`deploy: could not prepare the builds or start Prism: ${failed.reason?.message ?? failed.reason}`);
  await run.stop(1);
}
const kib = (bytes) => `${Math.round(bytes / 1024)} KiB`;
const sizes = builds.value;
console.log(
  `deploy: ${sizes.files} text files precompressed, ${kib(sizes.bytes)} → gzip ${kib(sizes.gzip)}, brotli ${kib(sizes.brotli)}`,
);

let nginx;
try {
  nginx = await startNginx({ root: buildA, apiUpstream: prism.url, mediaDir: join(root, 'mocks/media') });
  run.onStop(() => nginx.stop());
} catch (error) {
  console.error(`deploy: could not start nginx: ${error.message}`);
  await run.stop(1);
}
console.log(
  `deploy: nginx ${nginx.url} (pid ${nginx.pid}, config in ${nginx.dir}), mock ${prism.url}, browser ${chromiumPath}`,
);

run.spawnRunner(
  resolve(root, 'node_modules/.bin/playwright'),
  ['test', '-c', 'tests/deploy/playwright.config.ts', ...playwrightArgs],
  {
    cwd: root,
    env: {
      ...process.env,
      CHROMIUM_PATH: chromiumPath,
      DEPLOY_BASE_URL: nginx.url,
      DEPLOY_MOCK_URL: prism.url,
      DEPLOY_BUILD_A: buildA,
      DEPLOY_BUILD_B: buildB,
      DEPLOY_MEDIA_DIR: join(root, 'mocks/media'),
    },
    stdio: 'inherit',
  },
);
