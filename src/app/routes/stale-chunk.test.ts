import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isChunkLoadError,
  LEAVING_MS,
  pageReload,
  reloadForNewVersion,
  shouldReloadForNewVersion,
  STALE_RELOAD_KEY,
  STALE_RELOAD_WINDOW_MS,
  watchLeaving,
} from './stale-chunk';

afterEach(() => vi.restoreAllMocks());

describe('isChunkLoadError', () => {
  it.each([
    ['Chrome', 'Failed to fetch dynamically imported module: https://h/assets/mine-Ab12Cd34.js'],
    ['Firefox', 'error loading dynamically imported module: https://h/assets/mine-Ab12Cd34.js'],
    ['Safari', 'Importing a module script failed.'],
    ["Vite's CSS preload", 'Unable to preload CSS for /assets/mine-Ab12Cd34.css'],
  ])('recognises a chunk that did not load in %s', (_, message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError(new Error('Network Error'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('reloadForNewVersion', () => {
  const gone = new TypeError('Failed to fetch dynamically imported module: https://h/assets/x-Ab12Cd34.js');
  const watchReloads = () => vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
  const lastReloadWas = (from: string, msAgo: number) =>
    sessionStorage.setItem(STALE_RELOAD_KEY, JSON.stringify({ from, at: Date.now() - msAgo }));

  it('reloads once: the same build failing again, even much later, does not reload again', () => {
    const reload = watchReloads();
    expect(reloadForNewVersion(gone)).toBe(true);
    expect(reloadForNewVersion(gone)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    const stored = JSON.parse(sessionStorage.getItem(STALE_RELOAD_KEY)!) as { from: string };
    lastReloadWas(stored.from, 10 * STALE_RELOAD_WINDOW_MS);
    expect(shouldReloadForNewVersion(gone)).toBe(false);
  });

  it('shows the error when the new version fails right after the reload that brought it', () => {
    const reload = watchReloads();
    lastReloadWas('https://h/assets/index-OldBuild.js', 2_000);
    expect(reloadForNewVersion(gone)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again for a later deployment', () => {
    const reload = watchReloads();
    lastReloadWas('https://h/assets/index-OldBuild.js', STALE_RELOAD_WINDOW_MS + 1_000);
    expect(reloadForNewVersion(gone)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads for an ordinary error, offline, or without session storage to remember it', () => {
    const reload = watchReloads();
    expect(reloadForNewVersion(new Error('boom'))).toBe(false);

    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(reloadForNewVersion(gone)).toBe(false);
    online.mockRestore();

    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(reloadForNewVersion(gone)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('a chunk that fails while the page is leaving', () => {
  const cancelled = new TypeError('Importing a module script failed.');

  it('does not reload: WebKit cancels the loads under way when a navigation starts', () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const page = new EventTarget() as Window;
    watchLeaving(page);
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    page.dispatchEvent(new Event('beforeunload'));
    expect(reloadForNewVersion(cancelled)).toBe(false);

    // The navigation did not happen after all (a download, say): a missing chunk later reloads again.
    now.mockReturnValue(1_000_000 + LEAVING_MS);
    expect(shouldReloadForNewVersion(cancelled)).toBe(true);
    // Shown again from the back-forward cache: not leaving any more.
    now.mockReturnValue(1_000_000);
    page.dispatchEvent(new Event('beforeunload'));
    page.dispatchEvent(new Event('pageshow'));
    expect(reloadForNewVersion(cancelled)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
