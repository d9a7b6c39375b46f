// When a chunk cannot be loaded after a deployment, the page reloads once for the new version. Kept apart
// from lazy-screen.tsx (which needs React) because the app's entry uses it too, before React has loaded.

/** sessionStorage: where and when the last stale-chunk reload left from, as JSON `{ from, at }`. */
export const STALE_RELOAD_KEY = 'STALE_CHUNK_RELOAD';
/** A failure this soon after a reload means the reload did not help: show the error instead. */
export const STALE_RELOAD_WINDOW_MS = 60_000;

/**
 * This build's identity: the address of the chunk this module is bundled into, whose hashed name
 * changes with any change to the app. (In development it is the module's own address.)
 */
const currentBuild = import.meta.url;

/**
 * A load that fails this soon after the page began to leave (beforeunload) is the navigation's doing:
 * WebKit cancels the page's loads under way the moment a navigation starts, so a chunk still coming
 * fails as a missing one would, and a reload then would replace the visitor's navigation.
 */
export const LEAVING_MS = 10_000;
let leavingSince: number | null = null;

/** Notes when the page begins to leave, and forgets it when the page is shown again (from the back-forward cache). */
export function watchLeaving(target: Window = window): void {
  target.addEventListener('beforeunload', () => (leavingSince = Date.now()));
  target.addEventListener('pageshow', () => (leavingSince = null));
}

const leaving = () => leavingSince !== null && Date.now() - leavingSince < LEAVING_MS;

/** The page reload, behind a seam: jsdom's location.reload cannot be replaced by a test. */
export const pageReload = { reload: () => window.location.reload() };

/**
 * A module, or a stylesheet Vite loads before it, that could not be fetched: Chrome, Firefox and
 * Safari word it differently, Vite's preload helper says 'Unable to preload CSS'.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
}

function lastReload(): { from?: unknown; at?: unknown } | null {
  const raw = sessionStorage.getItem(STALE_RELOAD_KEY);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as { from?: unknown; at?: unknown };
  } catch {
    return null;
  }
}

/**
 * Whether a failed chunk should reload the page: after a deployment the running page asks for
 * chunks that no longer exist, and a reload brings the new index.html with the new names. Never
 * twice from the same build, never again within a minute of the last reload (the new version
 * failing too shows the error with its retry instead of looping), never offline, where a
 * reload would swap the app's error and retry for the browser's offline page, and never while the page
 * is leaving (LEAVING_MS). Without session
 * storage nothing could stop a loop, so there is no automatic reload at all.
 */
export function shouldReloadForNewVersion(error: unknown): boolean {
  if (!isChunkLoadError(error) || navigator.onLine === false || leaving()) return false;
  try {
    const last = lastReload();
    if (last === null) return true;
    const recent = typeof last.at === 'number' && Math.abs(Date.now() - last.at) < STALE_RELOAD_WINDOW_MS;
    return last.from !== currentBuild && !recent;
  } catch {
    return false;
  }
}

/** Reloads the page for the new version if `shouldReloadForNewVersion`; true when it did. */
export function reloadForNewVersion(error: unknown): boolean {
  if (!shouldReloadForNewVersion(error)) return false;
  try {
    sessionStorage.setItem(STALE_RELOAD_KEY, JSON.stringify({ from: currentBuild, at: Date.now() }));
  } catch {
    return false;
  }
  pageReload.reload();
  return true;
}
