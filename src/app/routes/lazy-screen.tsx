import { use, type ComponentType } from 'react';

export interface LazyScreen {
  /** Starts loading the chunk (once); the router's loader awaits it before it commits a visit. */
  preload(): Promise<unknown>;
  /** Renders the screen: synchronously once its chunk has arrived, else suspends. */
  Component: ComponentType;
}

const forgetFailures = new Set<() => void>();

/** sessionStorage: where and when the last stale-chunk reload left from, as JSON `{ from, at }`. */
export const STALE_RELOAD_KEY = 'STALE_CHUNK_RELOAD';
/** A failure this soon after a reload means the reload did not help: show the error instead. */
export const STALE_RELOAD_WINDOW_MS = 60_000;

/**
 * This build's identity: the address of the chunk this module is bundled into, whose hashed name
 * changes with any change to the app. (In development it is the module's own address.)
 */
const currentBuild = import.meta.url;

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
 * failing too shows the error with its retry instead of looping), and never offline, where a
 * reload would swap the app's error and retry for the browser's offline page. Without session
 * storage nothing could stop a loop, so there is no automatic reload at all.
 */
export function shouldReloadForNewVersion(error: unknown): boolean {
  if (!isChunkLoadError(error) || navigator.onLine === false) return false;
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

/** The address of the module whose fetch failed, as Chrome and Firefox word the error; null when unnamed. */
export function failedModuleAddress(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const address = /dynamically imported module: (\S+)/.exec(message)?.[1];
  if (!address) return null;
  try {
    const url = new URL(address, window.location.href);
    return url.origin === window.location.origin ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Imports the module at `address` again. Some browsers keep a failed module fetch for the life of the
 * page and answer every later import of that address with the same failure, so the retry asks for it
 * under another query: the same file, fetched anew; what it imports resolves to the same modules.
 */
function importAfresh(address: string): Promise<{ default: ComponentType }> {
  const url = new URL(address);
  url.searchParams.set('retry', String(Date.now()));
  return import(/* @vite-ignore */ url.href) as Promise<{ default: ComponentType }>;
}

/**
 * Lets the chunks that failed to load (offline, a deploy in between) be fetched again.
 * Called by the error screen's retry and before each visit; never during a render, so a
 * failing chunk cannot turn into a render loop of requests.
 */
export function retryFailedScreenLoads(): void {
  forgetFailures.forEach((forget) => forget());
  forgetFailures.clear();
}

/**
 * A screen in its own chunk. Not React.lazy, for two reasons: React.lazy suspends at
 * least once even for a chunk that has already arrived, which would flash the fallback
 * over a sliding page; and it keeps a failed import forever, so the error screen's
 * retry could never succeed after a network blip.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  let failedAddress: string | null = null;
  const forget = () => {
    pending = undefined;
  };
  const preload = () =>
    (pending ??= (failedAddress === null ? load() : importAfresh(failedAddress)).then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        failedAddress ??= failedModuleAddress(error);
        forgetFailures.add(forget);
        throw error;
      },
    ));

  function Screen() {
    // The same promise on every render until it is forgotten, as use() requires; a
    // rejected one throws to the page's error boundary.
    const Loaded = loaded ?? use(preload());
    return <Loaded />;
  }
  return { preload, Component: Screen };
}
