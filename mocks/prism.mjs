#!/usr/bin/env node
// Starts Prism on the bundled contract (generated/openapi.json), from code or from the command line.
//
//   import { startPrism } from './mocks/prism.mjs';
//   const prism = await startPrism();          // a free port; prism.url, prism.stop()
//
//   node mocks/prism.mjs                       // MOCK_PORT or 4010, until Ctrl+C
//
// Prism answers with each operation's first success example; a request picks another with
// `Prefer: code=402, example=insufficientBalance`. It validates requests (an invalid one gets
// the operation's 400 example or a 422 problem) and checks the clientId and bearer headers.
//
// With MOCK_JITTER_MS set (the stress run sets it), every answer is held back a random 0 to that many
// milliseconds by a layer on the announced port, Prism itself listening behind it (mocks/jitter.mjs).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startJitter } from './jitter.mjs';

const HOST = '127.0.0.1';
// Only a guard against a start that hangs: Prism loads a large dependency tree (about 2 CPU-seconds), and on a
// loaded machine (a stress run, two suites side by side) its first line came after 30 s.
const START_TIMEOUT_MS = 180_000;

/** Asks the OS for a port nobody listens on. */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const delay = (ms) => new Promise((done) => setTimeout(done, ms));

/** Any HTTP answer (even a 404 problem) means Prism is listening. */
async function answers(url) {
  try {
    await fetch(`${url}/__prism-ready`, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {{ port?: number, spec?: string, root?: string, log?: boolean, jitterMs?: number }} [options]
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void> }>}
 */
export async function startPrism({ jitterMs = Number(process.env.MOCK_JITTER_MS) || 0, ...options } = {}) {
  if (jitterMs <= 0) return startPrismOnly(options);
  const port = options.port || (await freePort());
  const prism = await startPrismOnly({ ...options, port: 0 });
  try {
    const jitter = await startJitter({ upstreamUrl: prism.url, port, jitterMs });
    return {
      ...jitter,
      stop: async () => {
        await jitter.stop();
        await prism.stop();
      },
    };
  } catch (error) {
    await prism.stop();
    throw error;
  }
}

async function startPrismOnly({ port = 0, spec = 'generated/openapi.json', root = process.cwd(), log = false }) {
  const specPath = resolve(root, spec);
  if (!existsSync(specPath)) throw new Error(`${specPath} does not exist: run npm run api:gen first`);
  const bin = resolve(root, 'node_modules', '.bin', 'prism');
  const chosen = port === 0 ? await freePort() : port;
  const url = `http://${HOST}:${chosen}`;

  // Request validation is Prism's default and dynamic examples are off unless asked for.
  const child = spawn(bin, ['mock', specPath, '-h', HOST, '-p', String(chosen)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let listening = false;
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4_000);
    // Only our own child's announcement counts: another server on a busy port would also answer HTTP.
    listening ||= output.includes('Prism is listening');
    if (log) process.stdout.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
  let running = true;
  void exited.then(() => {
    running = false;
  });

  const stop = async () => {
    if (!running) return;
    child.kill('SIGTERM');
    const forced = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(forced);
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(listening && running && (await answers(url)))) {
    if (!running) throw new Error(`Prism exited before it answered on ${url}:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Prism did not answer on ${url} within ${START_TIMEOUT_MS} ms:\n${output}`);
    }
    await delay(200);
  }
  return { url, port: chosen, stop };
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (runDirectly) {
  const port = Number(process.env.MOCK_PORT ?? 4010);
  const prism = await startPrism({ port, log: process.env.MOCK_LOG === '1' });
  console.log(`Prism mock on ${prism.url} (contract: generated/openapi.json)`);
  console.log('Pick an example with a header, e.g.  Prefer: code=402, example=insufficientBalance');
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      void prism.stop().then(() => process.exit(0));
    });
  }
}
