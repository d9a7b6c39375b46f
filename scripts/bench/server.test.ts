// The bench server's API (server.mjs, forward): a GET Prism answered once is sent again from memory, as a server
// with its answer ready (per address, Origin, token, clientId and Prefer); a POST, a refusal, or a server made
// with apiFromMemory false asks Prism every time.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../servers.mjs';
import { startBenchServer } from './server.mjs';

// A stand-in for Prism: counts what reaches it and numbers its answers; /h5/missing answers 404.
let upstream: Server;
let upstreamUrl: string;
let asked: string[];
let dir: string;
const stops: (() => Promise<void>)[] = [];

beforeEach(async () => {
  asked = [];
  upstream = createServer((req, res) => {
    asked.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`);
    res.writeHead(req.url === '/h5/missing' ? 404 : 200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ code: 0, data: { answer: asked.length } }));
  });
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
  const address = upstream.address();
  upstreamUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  dir = await mkdtemp(join(tmpdir(), 'bench-server-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>app</title>');
});

afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  await new Promise((done) => upstream.close(done));
  await rm(dir, { recursive: true, force: true });
});

async function bench(apiFromMemory?: boolean) {
  const server = await startBenchServer({
    distDir: dir,
    mediaDir: dir,
    mockUrl: upstreamUrl,
    baseline: '<!doctype html>',
    port: await freePort(),
    ...(apiFromMemory === undefined ? {} : { apiFromMemory }),
  });
  stops.push(server.stop);
  return server;
}

const answer = async (url: string, init?: RequestInit) => {
  const response = await fetch(url, init);
  return { status: response.status, body: (await response.json()) as { data: { answer: number } } };
};

describe('the bench server’s API', () => {
  it('answers a GET Prism answered once from memory: same address, token and clientId', async () => {
    const server = await bench();
    const url = `${server.url}/h5/drama_video/info?info=demo-th`;
    const headers = { clientId: 'bench' };
    const first = await answer(url, { headers });
    const again = await answer(url, { headers });
    expect(again).toEqual(first);
    expect(asked).toHaveLength(1);
    expect(server.thinkTimes).toHaveLength(1);
    // Another token, another address, another page's origin (a CORS answer names it): Prism is asked.
    await answer(url, { headers: { ...headers, Authorization: 'Bearer other' } });
    await answer(`${url}x`, { headers });
    await answer(url, { headers: { ...headers, Origin: 'http://127.0.0.1:1' } });
    expect(asked).toHaveLength(4);
  });

  it('asks Prism every time for a POST, a refusal, and with apiFromMemory false', async () => {
    const server = await bench();
    await answer(`${server.url}/h5/user/register`, { method: 'POST', body: '{}' });
    await answer(`${server.url}/h5/user/register`, { method: 'POST', body: '{}' });
    const missing = await answer(`${server.url}/h5/missing`);
    expect(missing.status).toBe(404);
    await answer(`${server.url}/h5/missing`);
    expect(asked).toHaveLength(4);

    const everyTime = await bench(false);
    const first = await answer(`${everyTime.url}/h5/drama_video/info?info=x`);
    const second = await answer(`${everyTime.url}/h5/drama_video/info?info=x`);
    expect(second.body.data.answer).toBe(first.body.data.answer + 1);
  });
});
