/// <reference lib="webworker" />
// The shell worker, served as /sw.js (built by scripts/vite-plugins/service-worker.ts): it answers the
// app's page on a return visit from the set the last visit kept (the page and the files it starts) and
// renews that set behind it; every other request goes to the network, the kept start files excepted.
// Rules in shell-rules.ts; why and how to retire it: docs/start-path.md, "The shell
// worker", and docs/deploying.md, "The shell worker".
import {
  asksServerFirst,
  isAppPage,
  isKeepablePage,
  SHELL_CACHE,
  SHELL_URL,
  START_FILES,
  startFiles,
} from './shell-rules';

declare const self: ServiceWorkerGlobalScope;

/** The Service Worker Static Routing API (Chromium 123+), not yet in TypeScript's library. */
interface RoutedInstallEvent extends ExtendableEvent {
  addRoutes?: (rules: object[]) => Promise<void>;
}

const origin = self.location.origin;

self.addEventListener('install', (event: RoutedInstallEvent) => {
  // Without routes a request the worker does not answer still waits for the worker to start and to look at
  // it. A start file comes from the kept set, or from the network when the set has no such file.
  const routed = event.addRoutes?.([
    { condition: { urlPattern: { pathname: START_FILES } }, source: { cacheName: SHELL_CACHE } },
    { condition: { not: { requestMode: 'navigate' } }, source: 'network' },
  ]);
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
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate') {
    if (isAppPage(url, origin)) event.respondWith(answerPage(event));
  } else if (url.origin === origin && url.pathname.startsWith(START_FILES.slice(0, -1))) {
    // Without the static routes (Safari, Firefox, an older Chromium): the same, from here.
    event.respondWith(caches.match(request, { cacheName: SHELL_CACHE }).then((file) => file ?? fetch(request)));
  }
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
    event.waitUntil(keep(cache, fresh.clone()));
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

/** One set written at a time: two at once could each remove the other's files. */
let writing = Promise.resolve();

/** Keeps `response` as the page, with its start files, when it is the app's page fit to keep. */
function keep(cache: Cache, response: Response): Promise<void> {
  writing = writing.then(() => keepSet(cache, response)).catch(() => undefined);
  return writing;
}

async function keepSet(cache: Cache, response: Response): Promise<void> {
  const files = isKeepablePage(response) ? startFiles(await response.clone().text(), origin) : null;
  if (!files) return;
  const kept = await cache.match(SHELL_URL, { ignoreVary: true });
  const keptFiles = (kept && startFiles(await kept.text(), origin)) ?? [];
  // Hashed names: a file already kept is the same file. addAll keeps all or none: a file that fails (a
  // half-uploaded release) keeps the page out, and the page kept before stays, with its files.
  const missing = await Promise.all(files.map(async (file) => ((await cache.match(file)) ? [] : [file])));
  await cache.addAll(missing.flat());
  await cache.put(SHELL_URL, response);
  // The files of the page replaced stay one more round: a visit it was just the answer to may still be
  // asking for them.
  const wanted = new Set([new URL(SHELL_URL, origin).href, ...files, ...keptFiles]);
  for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request);
}
