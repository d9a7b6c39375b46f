// Starting and stopping the app's servers for the end-to-end tests, the demo and the screenshots:
// Vite (dev or preview) wired to a Prism on a port of its own (for the demo, through the demo layer),
// each stopped by the PID it started.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { startPrism } from '../mocks/prism.mjs';

const HOST = '127.0.0.1';
const root = resolve(import.meta.dirname, '..');

/** A port nobody listens on now (preferred if given and free). */
export function freePort(preferred = 0) {
  return new Promise((done, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', (error) => (preferred ? freePort(0).then(done, reject) : reject(error)));
    server.listen(preferred, HOST, () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// Everything started here, so an interrupt during start-up still stops what is already running.
const running = new Set();

/** Stops every server this process started. */
export async function stopAll() {
  await Promise.all([...running].map((stop) => stop()));
}

function remember(stop) {
  const once = async () => {
    running.delete(once);
    await stop();
  };
  running.add(once);
  return once;
}

export const delay = (ms) => new Promise((done) => setTimeout(done, ms));

// A guard against a start that hangs, long enough for a loaded machine (see mocks/prism.mjs).
async function waitUntilAnswering(url, child, label, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited with code ${child.exitCode} before answering`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await delay(200);
    }
  }
  throw new Error(`${label} did not answer on ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Stops a child: SIGTERM, then SIGKILL if it is still running 5 s later. With `group`, the signals
 * go to its process group (a child spawned `detached`, with the processes it started).
 */
export function stopChild(child, { group = false } = {}) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const signal = (name) => {
    try {
      if (group) process.kill(-child.pid, name);
      else child.kill(name);
    } catch {
      // Gone already.
    }
  };
  return new Promise((done) => {
    const killer = setTimeout(() => signal('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(killer);
      done();
    });
    signal('SIGTERM');
  });
}

/** Vite in `mode` ('dev' or 'preview') on a free port, proxying /h5 and /tt to the mock on mockPort. */
async function startVite({ mode, mockPort, port = 0, log = false }) {
  const chosen = await freePort(port);
  const args = mode === 'dev' ? [] : ['preview'];
  args.push('--port', String(chosen), '--strictPort', '--host', HOST);
  const child = spawn(resolve(root, 'node_modules/.bin/vite'), args, {
    cwd: root,
    env: { ...process.env, MOCK_PORT: String(mockPort) },
    stdio: ['ignore', log ? 'inherit' : 'ignore', 'inherit'],
  });
  const url = `http://${HOST}:${chosen}`;
  const stop = remember(() => stopChild(child));
  try {
    await waitUntilAnswering(url, child, `vite ${mode}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port: chosen, child, stop };
}

/**
 * Prism plus Vite; `stop()` ends both. With `layer` ({ prismUrl, port, log } → { url, port, stop }),
 * that layer stands between them on `mockPort` and Prism takes a free port behind it: the demo
 * layer for npm start, the examples proxy for the WebKit tests. The mock's port is chosen first, so
 * Vite starts beside Prism (each takes a second or two) instead of after it.
 */
export async function startStack({ mode, mockPort = 0, port = 0, log = false, layer: startInFront = null }) {
  const mockPortFree = await freePort(mockPort);
  let prism = null;
  let layer = null;
  const startMock = async () => {
    const started = await startPrism({ port: startInFront ? 0 : mockPortFree, root, log });
    prism = { ...started, stop: remember(started.stop) };
    if (startInFront) {
      const running = await startInFront({ prismUrl: prism.url, port: mockPortFree, log });
      layer = { ...running, stop: remember(running.stop) };
    }
    return layer ?? prism;
  };
  // Both are waited for, so a failure of one never leaves the other running.
  const [mock, vite] = await Promise.allSettled([startMock(), startVite({ mode, mockPort: mockPortFree, port, log })]);
  if (mock.status === 'rejected' || vite.status === 'rejected') {
    if (vite.status === 'fulfilled') await vite.value.stop();
    await layer?.stop();
    await prism?.stop();
    throw mock.status === 'rejected' ? mock.reason : vite.reason;
  }
  return {
    url: vite.value.url,
    mockUrl: mock.value.url,
    prismUrl: prism.url,
    vite: vite.value,
    prism,
    stop: async () => {
      await vite.value.stop();
      await layer?.stop();
      await prism.stop();
    },
  };
}

/**
 * The life of a test step's script: it spawns its runner (Playwright, Vitest) with `spawnRunner`, and
 * when the runner exits, or the script is interrupted (SIGINT 130, SIGTERM 143), `stop(code)` ends
 * the runner, runs what was added with `onStop` (last added first), stops every server started here
 * (stopAll), calls `after(code)` and exits with the code. Each cleanup runs once, also on failure.
 */
export function testRun({ after } = {}) {
  const cleanups = [];
  let runner = null;
  let stopping = false;
  async function stop(code) {
    if (stopping) return;
    stopping = true;
    // A terminal's Ctrl+C reaches the runner itself; a SIGTERM from CI reaches only us, so pass it on.
    if (runner && runner.exitCode === null && runner.signalCode === null) runner.kill('SIGTERM');
    for (const cleanup of cleanups.reverse())
      await Promise.resolve()
        .then(cleanup)
        .catch(() => undefined);
    await stopAll();
    after?.(code);
    process.exit(code);
  }
  process.on('SIGINT', () => void stop(130));
  process.on('SIGTERM', () => void stop(143));
  return {
    stop,
    onStop: (cleanup) => cleanups.push(cleanup),
    spawnRunner(command, args, options) {
      runner = spawn(command, args, options);
      runner.on('exit', (code, signal) => void stop(code ?? (signal ? 1 : 0)));
      runner.on('error', (error) => {
        console.error(`could not run ${command}: ${error.message}`);
        void stop(1);
      });
      return runner;
    },
  };
}
