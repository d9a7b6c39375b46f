import { fileURLToPath } from 'node:url';
import type { Connect, Plugin } from 'vite';
import { fileUnder, sendMedia } from './media-files.mjs';

/** Demo clips live in mocks/media and are served under this path by `vite` and `vite preview` only. */
const DEMO_MEDIA_PATH = '/demo-media/';

const mediaDir = fileURLToPath(new URL('./media', import.meta.url));

const serveMedia: Connect.NextHandleFunction = (req, res, next) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (!url.pathname.startsWith(DEMO_MEDIA_PATH)) return next();
  const file = fileUnder(mediaDir, url.pathname.slice(DEMO_MEDIA_PATH.length));
  if (!file) return next();
  sendMedia(req, res, file, 'public, max-age=3600');
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
