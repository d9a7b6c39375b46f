// Starting WebKit for the tests and the bench: Xvfb on a display it picks itself (-displayfd), and
// WebKitGTK's WebDriver server on a free port, drawing on that display. Each is stopped by the PID it
// was started with (the driver with its process group, which holds the MiniBrowsers it launched).
import { spawn } from 'node:child_process';
import { phoneProfile } from '../phone-profile.mjs';
import { delay, freePort, stopChild } from '../servers.mjs';

const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 20_000;
/** The phone every browser run uses, in CSS pixels. */
const PHONE_SIZE = phoneProfile.viewport;

/** Xvfb on the first free display; resolves with { display: ':N', stop }. */
function startXvfb(xvfb, { width = PHONE_SIZE.width, height = PHONE_SIZE.height } = {}) {
  const child = spawn(xvfb, ['-displayfd', '3', '-screen', '0', `${width}x${height}x24`, '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-2_000)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stopChild(child);
      reject(new Error(`Xvfb did not start within ${START_TIMEOUT_MS / 1000} s\n${errors}`));
    }, START_TIMEOUT_MS);
    let written = '';
    child.stdio[3].on('data', (chunk) => {
      written += chunk;
      if (!written.includes('\n')) return;
      clearTimeout(timer);
      resolve({ display: `:${written.trim()}`, stop: () => stopChild(child) });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited with code ${code} before it was ready\n${errors}`));
    });
  });
}

/** WebKitWebDriver on a free port, its browsers drawing on `display`; resolves with { url, port, stop }. */
async function startDriver(driver, display) {
  const port = await freePort();
  const child = spawn(driver, [`--port=${port}`, `--host=${HOST}`], {
    // WEBKIT_GST_DISABLE_GL_SINK: video frames reach the page without GStreamer's OpenGL sink. Under Xvfb that sink
    // draws with Mesa's software rasterizer, whose GL thread (gstglcontext) segfaulted in swrast_dri.so twice in a
    // few hours of runs on this project's machine (the kernel log), taking the page with it: "session deleted
    // because of page crash or hang" in a journey that swipes. A phone's WebKit never runs that path.
    env: { ...process.env, DISPLAY: display, WEBKIT_GST_DISABLE_GL_SINK: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true, // its own process group, so that stopping it also stops a browser it left running
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-2_000)));
  const url = `http://${HOST}:${port}`;
  const stop = () => stopChild(child, { group: true });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with code ${child.exitCode}\n${errors}`);
    try {
      const status = await fetch(`${url}/status`, { signal: AbortSignal.timeout(1_000) });
      if (status.ok) return { url, port, stop };
    } catch {
      // Not listening yet.
    }
    await delay(100);
  }
  await stop();
  throw new Error(`WebKitWebDriver did not answer on ${url} within ${START_TIMEOUT_MS / 1000} s\n${errors}`);
}

/**
 * The capabilities of a new session: MiniBrowser under automation, full screen (no toolbar, so the
 * window's size is the page's: GTK keeps a toolbar window wider than a phone). The session then sets the
 * window to PHONE_SIZE.
 */
function webkitCapabilities(browser) {
  return {
    'webkitgtk:browserOptions': { binary: browser, args: ['--automation', '--full-screen'] },
  };
}

/** Xvfb and the driver together: { display, driverUrl, capabilities, stop }. */
export async function startWebKit({ driver, browser, xvfb }) {
  const screen = await startXvfb(xvfb);
  try {
    const server = await startDriver(driver, screen.display);
    return {
      display: screen.display,
      driverUrl: server.url,
      capabilities: webkitCapabilities(browser),
      stop: async () => {
        await server.stop();
        await screen.stop();
      },
    };
  } catch (error) {
    await screen.stop();
    throw error;
  }
}
