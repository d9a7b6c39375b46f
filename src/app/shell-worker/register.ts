// Registers the shell worker (src/entries/shell-worker/, served as /sw.js). The entry calls it a few
// seconds after the app has started, so the worker's install (its start and one request for the page)
// never competes with the first screen. Production builds only: in development Vite serves no /sw.js. A
// browser that refuses (private mode, an old browser) loses nothing but the head start on its next visit.
export function registerShellWorker(): void {
  if (import.meta.env.PROD)
    navigator.serviceWorker?.register('/sw.js', { updateViaCache: 'none' }).catch(() => undefined);
}
