import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUnder, sendMedia } from '../../mocks/media-files.mjs';

// The one Range server of the demo (vite, vite preview) and the bench, on a 10-byte clip.
const dir = mkdtempSync(join(tmpdir(), 'media-files-'));
writeFileSync(join(dir, 'clip.mp4'), '0123456789');
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const file = fileUnder(dir, new URL(req.url ?? '/', 'http://media.invalid').pathname);
    if (file) sendMedia(req, res, file, 'public, max-age=60');
    else res.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(dir, { recursive: true, force: true });
});

const get = (headers: Record<string, string> = {}, method = 'GET') => fetch(`${base}/clip.mp4`, { headers, method });

describe('sendMedia', () => {
  it('sends the whole file with its type, its validators and ranges offered', async () => {
    const answer = await get();
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('0123456789');
    expect(answer.headers.get('content-type')).toBe('video/mp4');
    expect(answer.headers.get('accept-ranges')).toBe('bytes');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    expect(answer.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
  });

  it.each([
    ['bytes=2-5', '2345', 'bytes 2-5/10'],
    ['bytes=7-', '789', 'bytes 7-9/10'],
    ['bytes=-3', '789', 'bytes 7-9/10'],
    ['bytes=8-100', '89', 'bytes 8-9/10'],
  ])('answers %s with 206 and those bytes', async (range, body, contentRange) => {
    const answer = await get({ range });
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-range')).toBe(contentRange);
    expect(await answer.text()).toBe(body);
  });

  it('refuses a range past the end with 416', async () => {
    const answer = await get({ range: 'bytes=10-' });
    expect(answer.status).toBe(416);
    expect(answer.headers.get('content-range')).toBe('bytes */10');
  });

  it('answers a HEAD without a body and a matching If-None-Match with 304', async () => {
    const head = await get({}, 'HEAD');
    expect(head.headers.get('content-length')).toBe('10');
    expect(await head.text()).toBe('');
    const again = await get({ 'if-none-match': head.headers.get('etag') ?? '' });
    expect(again.status).toBe(304);
  });

  it('serves nothing outside its folder', async () => {
    expect(fileUnder(dir, '../etc/passwd')).toBeNull();
    expect(fileUnder(dir, '%2e%2e/etc/passwd')).toBeNull();
    expect(fileUnder(dir, 'a/../../etc/passwd')).toBeNull();
    // A rooted path cannot climb out: /../clip.mp4 is /clip.mp4.
    expect(fileUnder(dir, '/../clip.mp4')).toBe(join(dir, 'clip.mp4'));
  });
});
