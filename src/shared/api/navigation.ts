// How the API layer leaves the current screen (the 401 redirect) without importing
// the router: the app registers its navigate function; until then a full load.

export type Navigator = (path: string) => void;

const defaultNavigator: Navigator = (path) => window.location.assign(path);
let navigator: Navigator = defaultNavigator;

/** Registers the router's navigate; pass null to restore the default (window.location.assign). */
export function setNavigator(next: Navigator | null): void {
  navigator = next ?? defaultNavigator;
}

export function navigate(path: string): void {
  navigator(safeRedirectPath(path));
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what we reject
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/**
 * `value` when it is a path inside this app ('/mine?tab=1'), else '/'.
 * Rejects absolute and protocol-relative addresses ('https://x', '//x', '/\\x'),
 * schemes ('javascript:'), relative paths and control characters, and anything
 * that does not resolve to this origin.
 */
export function safeRedirectPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '/';
  if (value.startsWith('//') || value.startsWith('/\\') || CONTROL_CHARS.test(value)) return '/';
  try {
    const url = new URL(value, window.location.origin);
    const path = `${url.pathname}${url.search}${url.hash}`;
    // '/.//evil.example' normalises to '//evil.example', which a browser would leave for.
    if (url.origin !== window.location.origin || path.startsWith('//')) return '/';
    return path;
  } catch {
    return '/';
  }
}
