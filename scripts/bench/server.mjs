// The bench's production-like server on 127.0.0.1: the built app with the cache headers a CDN would
// send, compressed per Accept-Encoding (brotli 11 / gzip 9, computed once and kept in memory), the
// demo media with Range support, /h5 and /tt forwarded to Prism, and the bare-video baseline page.
// `vite preview` is not used because it compresses nothing and sends no long-lived cache headers,
// so neither cold nor repeat visits would look like production.
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { request as httpRequest, createServer } from 'node:http';
import { extname, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileUnder, MEDIA_TYPES, sendMedia } from '../../mocks/media-files.mjs';
import { compressed } from './compress.mjs';

export const BASELINE_PATH = '/bench-baseline.html';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// An episode's file never changes at its address on a video CDN: cached for a year, revalidated by ETag after.
const MEDIA_CACHE = 'public, max-age=31536000';
/** Text formats worth compressing; fonts (woff2), images and video are compressed already. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map', '.m3u8']);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  ...MEDIA_TYPES,
};

/** The baseline: nothing but the video, laid out as the app lays its player out (full screen, black). */
export function baselineHtml(videoUrl) {
  const src = videoUrl.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return `<!doctype html>
<html><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>Bare video baseline</title><link rel="icon" href="data:,">
<style>html,body{margin:0;height:100%;background:#000}video{display:block;width:100%;height:100%;object-fit:contain}</style>
</head><body><video autoplay muted playsinline webkit-playsinline src="${src}"></video></body></html>
`;
}

const etagOf = (bytes) => `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 20)}"`;

function pickEncoding(header = '') {
  const accepted = header.split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** Sends a whole (compressible) file or the baseline page, compressed per Accept-Encoding, with an ETag. */
async function sendCompressed(req, res, file, cacheControl, entryPromise) {
  if (!entryPromise && !COMPRESSIBLE.has(extname(file))) return sendFile(req, res, file, cacheControl);
  const entry = await (entryPromise ?? compressed(file));
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.raw;
  const etag = etagOf(entry.raw);
  res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    return res.end();
  }
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(body.length));
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Fonts and images: already compressed, sent as they are. */
function sendFile(req, res, file, cacheControl) {
  const stat = statSync(file);
  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    return res.end();
  }
  res.setHeader('Content-Length', String(stat.size));
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
}

// The API as a production server sends it: JSON compressed per Accept-Encoding (Prism sends it plain),
// at the quick levels a server uses for dynamic answers.
// `rewrite` changes the answer's text first (the separate-origins mode puts the media's origin in front of the
// contract's same-origin addresses).
// `memory` (a Map, or null): a GET Prism has answered once (same address, Origin, token, clientId and Prefer: a
// CORS answer names the page's origin) is answered again from it, as a server with its answer ready. Prism
// validates every call against the contract in Node on the same two cores as the browser under test: while a page
// starts it took 3–12 ms idle and 30–160 ms beside WebKit's media start, time the bare video never pays and no
// visitor's phone spends (docs/performance.md, "What each figure means"). `thinkTimes` gets the milliseconds of
// each answer Prism gave.
function forward(req, res, mockUrl, { rewrite, memory, thinkTimes }) {
  const key =
    memory && req.method === 'GET'
      ? [req.url, req.headers.origin, req.headers.authorization, req.headers.clientid, req.headers.prefer].join('\n')
      : null;
  const kept = key && memory.get(key);
  if (kept) return sendApiAnswer(req, res, kept);
  const target = new URL(req.url, mockUrl);
  const headers = { ...req.headers, host: target.host };
  delete headers['accept-encoding'];
  const asked = performance.now();
  const upstream = httpRequest(target, { method: req.method, headers }, (answer) => {
    const chunks = [];
    answer.on('data', (chunk) => chunks.push(chunk));
    answer.on('end', () => {
      thinkTimes?.push(performance.now() - asked);
      let body = Buffer.concat(chunks);
      if (rewrite && body.length) body = Buffer.from(rewrite(body.toString('utf8')));
      const outgoing = { ...answer.headers };
      delete outgoing['content-length'];
      delete outgoing['transfer-encoding'];
      delete outgoing.date; // Node's server dates each answer itself, a remembered one too.
      const statusCode = answer.statusCode ?? 502;
      const reply = { statusCode, headers: outgoing, body };
      if (key && statusCode >= 200 && statusCode < 300) memory.set(key, reply);
      sendApiAnswer(req, res, reply);
    });
  });
  upstream.on('error', (error) => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
    res.end(`bench proxy: ${error.message}`);
  });
  req.pipe(upstream);
}

const compressApi = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/** Sends `reply` compressed per Accept-Encoding; a reply kept in memory keeps each encoding once made. */
function sendApiAnswer(req, res, reply) {
  const outgoing = { ...reply.headers };
  const encoding = reply.body.length > 256 ? pickEncoding(req.headers['accept-encoding']) : null;
  reply.encoded ??= {};
  const body = encoding ? (reply.encoded[encoding] ??= compressApi[encoding](reply.body)) : reply.body;
  if (encoding) {
    outgoing['content-encoding'] = encoding;
    outgoing.vary = 'Accept-Encoding';
  }
  outgoing['content-length'] = String(body.length);
  res.writeHead(reply.statusCode, outgoing);
  res.end(body);
}

/** A page's bytes compressed as the bench serves them, for a page made here rather than read from dist/. */
const pageEntry = (html) => {
  const raw = Buffer.from(html);
  return Promise.resolve({ raw, gzip: gzipSync(raw, { level: 9 }), br: brotliCompressSync(raw) });
};

/**
 * @param {{ distDir: string, mediaDir: string, mockUrl: string, baseline: string, port: number, headScript?: string }} options
 *   `headScript`: a script put first in the <head> of the app's page and of the baseline, for a browser
 *   the bench cannot give a script before the page's own (WebKit through WebDriver: webkit-ttff.mjs).
 *   `pageLink(req)`: the `Link` header for the app's page, as nginx sends it (origins.mjs), or '' for none.
 *   `rewriteApi(text)`: what the API's answers become on their way through (origins.mjs).
 *   `apiFromMemory` (default true): Prism's answer to a GET kept and sent again (forward, above); false asks Prism
 *   every time.
 * @returns {Promise<{ url: string, closeConnections: () => void, stop: () => Promise<void>, thinkTimes: number[] }>}
 */
export async function startBenchServer({
  distDir,
  mediaDir,
  mockUrl,
  baseline,
  port,
  headScript,
  pageLink,
  rewriteApi,
  apiFromMemory = true,
}) {
  const api = { rewrite: rewriteApi, memory: apiFromMemory ? new Map() : null, thinkTimes: [] };
  const indexFile = resolve(distDir, 'index.html');
  const withHead = (html) => (headScript ? html.replace('<head>', `<head><script>${headScript}</script>`) : html);
  const baselineEntry = pageEntry(withHead(baseline));
  const indexEntry = headScript ? pageEntry(withHead(readFileSync(indexFile, 'utf8'))) : undefined;

  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://bench.invalid');
    const fail = (error) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error?.message ?? error));
    };
    if (pathname.startsWith('/h5/') || pathname.startsWith('/tt/')) return forward(req, res, mockUrl, api);
    if (pathname === BASELINE_PATH)
      return void sendCompressed(req, res, 'baseline.html', 'no-cache', baselineEntry).catch(fail);
    if (pathname.startsWith('/demo-media/')) {
      const file = fileUnder(mediaDir, pathname.slice('/demo-media/'.length));
      if (file) return sendMedia(req, res, file, MEDIA_CACHE);
      res.writeHead(404).end();
      return;
    }
    if (pathname.startsWith('/assets/')) {
      const file = fileUnder(distDir, pathname);
      if (file) return void sendCompressed(req, res, file, IMMUTABLE).catch(fail);
      res.writeHead(404).end();
      return;
    }
    const file = pathname === '/' ? null : fileUnder(distDir, pathname);
    if (file && file !== indexFile) return void sendCompressed(req, res, file, 'no-cache').catch(fail);
    // SPA fallback: app routes, /home and short codes all get the app's page.
    if (extname(pathname) && !pathname.endsWith('.html')) {
      res.writeHead(404).end();
      return;
    }
    const link = pageLink?.(req);
    if (link) res.setHeader('Link', link);
    void sendCompressed(req, res, indexFile, 'no-cache', indexEntry).catch(fail);
  });
  await new Promise((done, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', done);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    /** Drops keep-alive sockets, so the next visit opens new connections as a later visit would. */
    closeConnections: () => server.closeAllConnections(),
    /** The milliseconds of each answer Prism gave (not those sent again from memory). */
    thinkTimes: api.thinkTimes,
    stop: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
