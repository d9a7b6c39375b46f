// Runtime configuration, read once from Vite's env and validated, so a typo in
// .env fails loudly at start-up instead of as a confusing network error later.

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

function parseApiBaseUrl(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (value === '') return '';
  // A path prefix on the same origin ('/api') is allowed; a protocol-relative
  // '//host' is not, because it silently changes the origin.
  if (value.startsWith('/') && !value.startsWith('//')) return value.replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `VITE_API_BASE_URL must be empty, a path starting with "/" or an absolute http(s) URL; got "${value}".`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`VITE_API_BASE_URL must use http or https; got "${value}".`);
  }
  if (url.search || url.hash) {
    throw new Error(`VITE_API_BASE_URL must not contain a query or a fragment; got "${value}".`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function parseClientId(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (value === '') return DEFAULT_CLIENT_ID;
  // It travels as an HTTP header value: visible ASCII only, or fetch throws.
  if (!/^[\x21-\x7e]+$/.test(value)) {
    throw new Error(`VITE_CLIENT_ID must be visible ASCII without spaces; got "${value}".`);
  }
  return value;
}

export function parseConfig(env: ConfigEnv): AppConfig {
  return Object.freeze({
    apiBaseUrl: parseApiBaseUrl(env.VITE_API_BASE_URL),
    clientId: parseClientId(env.VITE_CLIENT_ID),
    apiTimeoutMs: 60_000,
    toastDurationMs: 2_000,
    toastRemovalMs: 500,
    unauthorizedRedirectDelayMs: 500,
  });
}

export const config: AppConfig = parseConfig(import.meta.env);
