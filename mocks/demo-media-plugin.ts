import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Connect, Plugin } from 'vite';

/** Demo clips live in mocks/media and are served under this path by `vite` and `vite preview` only. */
const DEMO_MEDIA_PATH = '/demo-media/';

const mediaDir = fileURLToPath(new URL('./media', import.meta.url));
const contentTypes: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

// Serves files with Range support, because browsers seek and preload video with range requests.
const serveMedia: Connect.NextHandleFunction = (req, res, next) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (!url.pathname.startsWith(DEMO_MEDIA_PATH)) return next();
  const relative = normalize(decodeURIComponent(url.pathname.slice(DEMO_MEDIA_PATH.length)));
  if (relative.startsWith('..')) return next();
  const file = join(mediaDir, relative);
  if (!existsSync(file) || !statSync(file).isFile()) return next();
  const size = statSync(file).size;
  res.setHeader('Content-Type', contentTypes[extname(file)] ?? 'application/octet-stream');
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Cache-Control', 'public, max-age=3600');
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
    createReadStream(file, { start, end }).pipe(res);
    return;
  }
  res.setHeader('Content-Length', String(size));
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
};

export function demoMedia(): Plugin {
  return {
    name: 'demo-media',
    configureServer(server) {
      server.middlewares.use(serveMedia);
    },
    configurePreviewServer(server) {
      server.middlewares.use(serveMedia);
    },
  };
}
