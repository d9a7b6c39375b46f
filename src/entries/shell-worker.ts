/// <reference lib="webworker" />
// The shell worker, served as /sw.js (built by scripts/vite-plugins/service-worker.ts): it answers the
// app's page on a return visit from the copy the last visit kept and renews that copy behind it; every
// other request goes straight to the network. Rules in app/shell-worker/shell-rules.ts; why and how to
// retire it: docs/start-path.md, "The shell worker", and docs/deploying.md, "The shell worker".
import { asksServerFirst, isAppPage, isKeepablePage, SHELL_CACHE, SHELL_URL } from '@/app/shell-worker/shell-rules';

declare const self: ServiceWorkerGlobalScope;

/** The Service Worker Static Routing API (Chromium 123+), not yet in TypeScript's library. */
interface RoutedInstallEvent extends ExtendableEvent {
  addRoutes?: (rules: object[]) => Promise<void>;
}

self.addEventListener('install', (event: RoutedInstallEvent) => {
  // Without this a request the worker does not answer still waits for the worker to start and to look at it.
  const routed = event.addRoutes?.([{ condition: { not: { requestMode: 'navigate' } }, source: 'network' }]);
  const kept = caches.open(SHELL_CACHE).then(keepCurrentPage);
  event.waitUntil(Promise.all([routed?.catch(() => undefined), kept]).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== SHELL_CACHE).map((name) => caches.delete(name)))),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  if (!isAppPage(new URL(request.url), self.location.origin)) return;
  event.respondWith(answerPage(event));
});

async function answerPage(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(SHELL_URL, { ignoreVary: true });
  if (kept && !asksServerFirst(event.request.cache)) {
    event.waitUntil(keepCurrentPage(cache).catch(() => undefined));
    return kept;
  }
  try {
    const fresh = await fetch(event.request);
    event.waitUntil(keep(cache, fresh).catch(() => undefined));
    return fresh;
  } catch (error) {
    // Offline: the kept page still opens, and the app says what it cannot reach.
    if (kept) return kept;
    throw error;
  }
}

/** Asks the server for the page (revalidated: usually a 304 from the browser's cache) and keeps it. */
async function keepCurrentPage(cache: Cache): Promise<void> {
  await keep(cache, await fetch(SHELL_URL, { cache: 'no-cache' }));
}

/** Keeps a copy of `response` as the page, when it is one fit to keep. */
async function keep(cache: Cache, response: Response): Promise<void> {
  if (isKeepablePage(response)) await cache.put(SHELL_URL, response.clone());
}
