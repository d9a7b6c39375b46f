// Media files as a video CDN serves them, for the demo (`vite` and `vite preview`, through
// demo-media-plugin.ts) and for the bench's production-like server (scripts/bench/server.mjs): Range
// requests, which browsers use to seek and preload video, and validators, with which Chromium keeps
// the ranges it has for a repeat visit.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

export const MEDIA_TYPES = {
  '.mp4': 'video/mp4',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/** The file `pathname` names under `dir`, or null (missing, a folder, or outside `dir`). */
export function fileUnder(dir, pathname) {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^[/\\]+/, '');
  if (relative.startsWith('..')) return null;
  const file = join(dir, relative);
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/** Answers `req` with `file`, whole or the one byte range it asks for. */
export function sendMedia(req, res, file, cacheControl) {
  const stat = statSync(file);
  const size = stat.size;
  const etag = `"${size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  res.setHeader('Content-Type', MEDIA_TYPES[extname(file)] ?? 'application/octet-stream');
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', stat.mtime.toUTCString());
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (range && (range[1] || range[2])) {
    // "bytes=-N" asks for the last N bytes (players read an MP4's trailing moov this way).
    const suffix = !range[1];
    const start = suffix ? Math.max(size - Number(range[2]), 0) : Number(range[1]);
    const end = !suffix && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start >= size || start > end) {
      res.statusCode = 416;
      res.setHeader('Content-Range', `bytes */${size}`);
      return res.end();
    }
    res.statusCode = 206;
    res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
    res.setHeader('Content-Length', String(end - start + 1));
    if (req.method === 'HEAD') return res.end();
    return createReadStream(file, { start, end }).pipe(res);
  }
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    return res.end();
  }
  res.setHeader('Content-Length', String(size));
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
}
