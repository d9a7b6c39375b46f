// When a file the page starts (its scripts, its stylesheet) fails to load (a CDN glitch, a half-uploaded
// release), the page reloads once: a reload asks the server for the page, past the shell worker's copy
// (shell-worker/shell-rules.ts, asksServerFirst). The early script, the page's first, watches the files after it. It
// notes the reload where the stale-chunk rule does (app/routes/stale-chunk.ts), and neither reloads within a minute of
// a reload noted there: one reload, never a loop.
import { STALE_RELOAD_KEY as RELOAD_KEY, STALE_RELOAD_WINDOW_MS as RELOAD_WINDOW_MS } from '@/app/routes/stale-chunk';

/** Reloads the page once for the start file at `from`; false when it may not (offline, reloaded a minute ago, no storage). */
function reloadForStartFile(from: string): boolean {
  try {
    const at = (JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? '{}') as { at?: unknown }).at;
    if (navigator.onLine === false || (typeof at === 'number' && Math.abs(Date.now() - at) < RELOAD_WINDOW_MS))
      return false;
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ from, at: Date.now() }));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * The early script's watch: a script or stylesheet of the page that fails to load before the page has
 * loaded reloads it once. Not once the page is leaving (WebKit fails the loads a navigation cancels) or
 * has loaded (a screen's chunk is the stale-chunk rule's).
 */
export function watchStartFiles(): void {
  let watching = true;
  const stop = () => (watching = false);
  window.addEventListener('load', stop);
  window.addEventListener('beforeunload', stop);
  window.addEventListener(
    'error',
    ({ target: file }) => {
      const address =
        file instanceof HTMLScriptElement
          ? file.src
          : file instanceof HTMLLinkElement && file.rel === 'stylesheet'
            ? file.href
            : '';
      if (watching && address) watching = !reloadForStartFile(address);
    },
    true,
  );
}
