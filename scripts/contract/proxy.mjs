#!/usr/bin/env node
// npm run contract:proxy -- --upstream URL [--port N] [--lenient]
//
// Puts Prism's validating proxy between the app and a real server: every request and answer is
// checked against the contract while a person uses the app. The app's dev server forwards /h5 and
// /tt to MOCK_PORT (4010), so this listens there. A thin front in this process reads the
// `sl-violations` header Prism adds and prints each violation with its call, so they stand out
// from Prism's own log (kept in the background unless --verbose).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const HOST = '127.0.0.1';
const PRISM = fileURLToPath(new URL('../../node_modules/.bin/prism', import.meta.url));
const START_TIMEOUT_MS = 60_000;

const freePort = () =>
  new Promise((done, fail) => {
    const probe = createNetServer();
    probe.on('error', fail);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
const delay = (ms) => new Promise((done) => setTimeout(done, ms));

/** '[{"location":["response","body","data"],"message":"..."}]' → readable lines. */
export function describeViolations(header) {
  let list;
  try {
    list = JSON.parse(String(header));
  } catch {
    return [`(unreadable sl-violations header: ${header})`];
  }
  return (Array.isArray(list) ? list : []).map(
    (violation) =>
      `${(violation.location ?? []).join('.') || 'request'}: ${violation.message} [${violation.severity ?? 'Error'}]`,
  );
}

/** Prism's own error answer (--errors): its validation list, or its title. */
export function describeProblem(text) {
  try {
    const problem = JSON.parse(text);
    // Its request findings are located relative to the request: ['body'] means request.body.
    const validation = (problem.validation ?? []).map((v) =>
      /^(request|response)$/.test(v.location?.[0] ?? '') ? v : { ...v, location: ['request', ...(v.location ?? [])] },
    );
    const listed = describeViolations(JSON.stringify(validation));
    return listed.length > 0 ? listed : [`request: ${problem.title ?? 'rejected by Prism'} [Error]`];
  } catch {
    return [`(unreadable Prism error: ${text.slice(0, 200)})`];
  }
}

/**
 * @param {{ upstream: string, port?: number, spec?: string, errors?: boolean, verbose?: boolean,
 *   log?: (line: string) => void }} options
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void> }>}
 */
export async function startProxy({
  upstream,
  port = 0,
  spec = 'generated/openapi.json',
  errors = true,
  verbose = false,
  log = console.log,
}) {
  const specPath = resolve(spec);
  if (!existsSync(specPath)) throw new Error(`${specPath} does not exist: run npm run api:gen first`);
  const prismPort = await freePort();
  const args = ['proxy', specPath, upstream, '-h', HOST, '-p', String(prismPort), ...(errors ? ['--errors'] : [])];
  const prism = spawn(PRISM, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let prismLog = '';
  const keep = (chunk) => {
    prismLog = (prismLog + chunk).slice(-8_000);
    if (verbose) process.stdout.write(chunk);
  };
  prism.stdout.on('data', keep);
  prism.stderr.on('data', keep);
  let running = true;
  const exited = new Promise((done) => prism.once('exit', () => done((running = false))));

  const report = (call, status, violations, replaced) => {
    if (violations.length === 0) return log(`  ok  ${call} → ${status}`);
    log(
      `✖ VIOLATION  ${call} → ${status}${replaced ? ' (answered by Prism, not the server; --lenient lets answers through)' : ''}`,
    );
    for (const line of violations) log(`      ${line}`);
  };
  const front = createServer((req, res) => {
    const call = `${req.method} ${req.url}`;
    const forward = httpRequest(
      { host: HOST, port: prismPort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        const header = answer.headers['sl-violations'];
        // With --errors Prism answers a violation itself, with a problem+json body (and for a
        // response violation also the header); a real /h5 server never answers problem+json.
        const byPrism = /problem\+json/.test(answer.headers['content-type'] ?? '');
        if (header || !byPrism) {
          report(call, answer.statusCode, header ? describeViolations(header) : [], byPrism);
          answer.pipe(res);
          return;
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          report(call, answer.statusCode, describeProblem(text), true);
          res.end(text);
        });
      },
    );
    forward.on('error', (error) => {
      log(`✖ UNREACHABLE  ${call}: ${error.message}`);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 502, data: null, msg: 'contract:proxy could not reach Prism' }));
    });
    req.pipe(forward);
  });
  const stop = async () => {
    front.closeAllConnections();
    await new Promise((done) => front.close(() => done(undefined)));
    if (running) {
      prism.kill('SIGTERM');
      const force = setTimeout(() => prism.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(force);
    }
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!/Prism is listening/.test(prismLog)) {
    if (!running) throw new Error(`Prism exited before it listened:\n${prismLog}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Prism did not start within ${START_TIMEOUT_MS} ms:\n${prismLog}`);
    }
    await delay(100);
  }
  await new Promise((done, fail) => {
    front.once('error', fail);
    front.listen(port, HOST, () => done(undefined));
  });
  const address = front.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return { url: `http://${HOST}:${actual}`, port: actual, stop };
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (runDirectly) {
  const { values } = parseArgs({
    options: {
      upstream: { type: 'string' },
      port: { type: 'string', default: process.env.MOCK_PORT ?? '4010' },
      lenient: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
    },
  });
  if (!values.upstream || !/^https?:\/\//.test(values.upstream)) {
    console.error(
      'Usage: npm run contract:proxy -- --upstream https://your-server [--port 4010] [--lenient] [--verbose]',
    );
    process.exit(3);
  }
  const proxy = await startProxy({
    upstream: values.upstream,
    port: Number(values.port),
    errors: !values.lenient,
    verbose: values.verbose,
  });
  console.log(`contract:proxy on ${proxy.url} → ${values.upstream}, checked against generated/openapi.json`);
  console.log(`Run the app against it: MOCK_PORT=${proxy.port} npm run dev   (Ctrl+C stops the proxy)\n`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void proxy.stop().then(() => process.exit(0)));
}
