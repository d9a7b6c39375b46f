// Runtime configuration, read once from Vite's env (fixed at build time) and validated when the
// app starts, so a typo in the deployment's variables shows a clear message instead of a white page
// or a confusing network error later. docs/deploying.md, "Build-time configuration", lists the variables.

export type AppConfig = Readonly<{
  /** '' means same origin: in dev and preview Vite proxies /h5 and /tt to Prism. */
  apiBaseUrl: string;
  /** Sent as the `clientId` header (the contract's apiKey security scheme). */
  clientId: string;
  apiTimeoutMs: number;
  toastDurationMs: number;
  toastRemovalMs: number;
  unauthorizedRedirectDelayMs: number;
}>;

export type ConfigEnv = {
  VITE_API_BASE_URL?: string | undefined;
  VITE_CLIENT_ID?: string | undefined;
};

const DEFAULT_CLIENT_ID = 'h5-web-demo';

/** The page the app runs on, for the checks only a running app can make. */
export type PageOrigin = Readonly<{ protocol: string; hostname: string }>;

export type ConfigResult = Readonly<{
  /** Usable even with problems (each bad value replaced by its default), so every module still loads. */
  config: AppConfig;
  /** One sentence per bad value, naming the variable; empty when the configuration is good. */
  problems: readonly string[];
}>;

type Parsed<T> = { value: T; problem?: undefined } | { value: T; problem: string };

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

function parseApiBaseUrl(raw: string | undefined, page: PageOrigin | undefined): Parsed<string> {
  const value = (raw ?? '').trim();
  const bad = (problem: string): Parsed<string> => ({ value: '', problem });
  if (value === '') return { value: '' };
  // A path prefix on the same origin ('/api') is allowed; a protocol-relative
  // '//host' is not, because it silently changes the origin.
  if (value.startsWith('/') && !value.startsWith('//')) {
    if (!/^\/[\w.~%/-]*$/.test(value))
      return bad(`VITE_API_BASE_URL must be a plain path such as /api; got "${value}".`);
    return { value: value.replace(/\/+$/, '') };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return bad(`VITE_API_BASE_URL must be empty, a path starting with "/" or an absolute http(s) URL; got "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return bad(`VITE_API_BASE_URL must use http or https; got "${value}".`);
  }
  if (url.search || url.hash) return bad(`VITE_API_BASE_URL must not contain a query or a fragment; got "${value}".`);
  // Browsers block http calls from an https page (mixed content): every call would fail as a network error.
  if (page?.protocol === 'https:' && url.protocol === 'http:' && !LOOPBACK.test(url.hostname)) {
    return bad(
      `VITE_API_BASE_URL is http, but the app is served over https, where browsers block it; use https: "${value}".`,
    );
  }
  return { value: `${url.origin}${url.pathname}`.replace(/\/+$/, '') };
}

function parseClientId(raw: string | undefined): Parsed<string> {
  const value = (raw ?? '').trim();
  if (value === '') return { value: DEFAULT_CLIENT_ID };
  // It travels as an HTTP header value: visible ASCII only, or fetch throws.
  if (!/^[\x21-\x7e]+$/.test(value)) {
    return {
      value: DEFAULT_CLIENT_ID,
      problem: `VITE_CLIENT_ID must be visible ASCII without spaces; got "${value}".`,
    };
  }
  return { value };
}

/** Every variable read and checked; all problems are collected, not just the first. */
export function readConfig(env: ConfigEnv, page?: PageOrigin): ConfigResult {
  const apiBaseUrl = parseApiBaseUrl(env.VITE_API_BASE_URL, page);
  const clientId = parseClientId(env.VITE_CLIENT_ID);
  const problems = [apiBaseUrl.problem, clientId.problem].filter((problem) => problem !== undefined);
  const config: AppConfig = Object.freeze({
    apiBaseUrl: apiBaseUrl.value,
    clientId: clientId.value,
    apiTimeoutMs: 60_000,
    toastDurationMs: 2_000,
    toastRemovalMs: 500,
    unauthorizedRedirectDelayMs: 500,
  });
  return Object.freeze({ config, problems: Object.freeze(problems) });
}

// Read once at start-up. A malformed value does not throw here, which would leave a white page:
// the app shows `configProblems` (renderConfigError in app/start.tsx) instead of starting.
const started = readConfig(import.meta.env, typeof location === 'undefined' ? undefined : location);
export const config: AppConfig = started.config;
export const configProblems: readonly string[] = started.problems;

/** The API's absolute base for `base` (config.apiBaseUrl, or a test's), as the client resolves its calls. */
export function absoluteApiBase(base: string): string {
  return new URL(base || '/', window.location.origin).href.replace(/\/+$/, '');
}
