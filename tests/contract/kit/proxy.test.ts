// contract:proxy between a client and the faulty server: a broken answer is flagged with its path,
// a conforming one goes through untouched.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startProxy } from '../../../scripts/contract/proxy.mjs';
import { startFaultyServer } from './fixtures/faulty-server.mjs';

let server: Awaited<ReturnType<typeof startFaultyServer>>;
let proxy: Awaited<ReturnType<typeof startProxy>>;
const lines: string[] = [];
const headers = { clientId: 'conformance-check', authorization: 'Bearer guest-token' };

beforeAll(async () => {
  server = await startFaultyServer();
  proxy = await startProxy({ upstream: server.url, log: (line) => lines.push(line) });
});

afterAll(async () => {
  await proxy?.stop();
  await server?.stop();
});

it('flags a non-conforming answer with its path and, with --errors, replaces it', async () => {
  const response = await fetch(`${proxy.url}/h5/user/balance`, { headers });
  expect(response.status).toBe(500);
  expect(lines).toContain('      response.body.data: Response body property data must be object [Error]');
  expect(lines).toContain(
    '✖ VIOLATION  GET /h5/user/balance → 500 (answered by Prism, not the server; --lenient lets answers through)',
  );
});

it('lets a conforming answer through unchanged', async () => {
  const response = await fetch(`${proxy.url}/h5/drama_video/info?info=demo-th`, { headers });
  const body = (await response.json()) as { code: number; data: { dramaId: string } };
  expect(response.status).toBe(200);
  expect(body.code).toBe(0);
  expect(body.data.dramaId).toBeTruthy();
  expect(lines).toContain('  ok  GET /h5/drama_video/info?info=demo-th → 200');
});

it('flags a request the app builds wrongly (no clientId) too', async () => {
  const response = await fetch(`${proxy.url}/h5/drama_video/info?info=demo-th`);
  expect(response.status).toBe(401);
  expect(lines).toContain('      request: Invalid security scheme used [Error]');
});

it('with --lenient, passes the broken answer through and still flags it', async () => {
  const log: string[] = [];
  const lenient = await startProxy({ upstream: server.url, errors: false, log: (line) => log.push(line) });
  try {
    const response = await fetch(`${lenient.url}/h5/user/balance`, { headers });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 0, msg: 'ok', data: null });
    expect(log).toEqual([
      '✖ VIOLATION  GET /h5/user/balance → 200',
      '      response.body.data: Response body property data must be object [Error]',
    ]);
  } finally {
    await lenient.stop();
  }
});
