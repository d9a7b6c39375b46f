// The first script on the page (src/early.ts runs it), tiny and asynchronous: it asks for the drama info the moment the HTML has
// been read, while the app's JavaScript is still downloading. The app's client takes the answer over
// (shared/api/early-request.ts) when its own request turns out to be the same call. It imports only the
// locale table, so it stays one small file; whatever it gets wrong only costs a second request.
import type { EarlyRequest } from '@/shared/api/early-request';
import type { Locales } from '@/shared/i18n/i18n-types';

const DEFAULT_CLIENT_ID = 'h5-web-demo'; // The same default as shared/config.
const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

function storedToken(info: string): string | null {
  try {
    // Start-up clears the session, token included, when the link carries another drama's key.
    if (localStorage.getItem('SECRET_KEY') !== info) return null;
    const token = localStorage.getItem('ACCESS_TOKEN');
    return token && VISIBLE_ASCII.test(token) ? token : null;
  } catch {
    return null; // No storage (private mode, sandboxed frame).
  }
}

function apiBase(): string | null {
  const raw = (import.meta.env.VITE_API_BASE_URL ?? '').trim();
  try {
    const url = new URL(raw || '/', window.location.origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null; // main.tsx shows the config error
    return url.href.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

// shared/i18n/locale.ts's table, as dictionary tags. Copied, not imported: a module shared with the app
// would become a file of its own that the app's entry waits for. early.test.ts keeps the two the same.
export const earlyDictionaryTags: Record<string, Locales> = {
  TH: 'th-TH',
  SA: 'ar-AE',
  AE: 'ar-AE',
  TW: 'zh-Hant-TW',
  SG: 'en-US',
  KO: 'ko-KR',
  KR: 'ko-KR',
};

// The same modules the i18n provider loads (shared/i18n/i18n-util.async.ts), so the same files.
const dictionaries: Record<Locales, () => Promise<unknown>> = {
  'th-TH': () => import('@/shared/i18n/th-TH/index'),
  'ar-AE': () => import('@/shared/i18n/ar-AE/index'),
  'zh-Hant-TW': () => import('@/shared/i18n/zh-Hant-TW/index'),
  'en-US': () => import('@/shared/i18n/en-US/index'),
  'ko-KR': () => import('@/shared/i18n/ko-KR/index'),
};

type DramaAnswer = { data?: { country?: string; dramaUrl?: { videoUrl?: string }[] } | null };

/**
 * Head starts on what the drama decides, each otherwise one round trip after the app has started:
 * its language's dictionary (the app shows nothing until it has it), and the connection to the video's host.
 */
function prepareFor(response: Response): void {
  void response
    .json()
    .then(({ data }: DramaAnswer) => {
      const tag = earlyDictionaryTags[data?.country?.trim().toUpperCase() ?? ''];
      if (tag) void dictionaries[tag]().catch(() => undefined);
      const address = data?.dramaUrl?.find((episode) => episode.videoUrl)?.videoUrl;
      if (!address) return;
      const { origin, protocol } = new URL(address, window.location.href);
      if (origin === window.location.origin || !/^https?:$/.test(protocol)) return;
      const link = Object.assign(document.createElement('link'), { rel: 'preconnect', href: origin });
      document.head.append(link);
    })
    .catch(() => undefined);
}

export function startEarlyRequests(): void {
  // In development the mock picker (?mock=) adds its header in the client; let the client ask itself.
  if (import.meta.env.DEV) return;
  const info = new URLSearchParams(window.location.search).get('info')?.trim();
  const base = apiBase();
  if (!info || base === null) return;
  const clientId = (import.meta.env.VITE_CLIENT_ID ?? '').trim() || DEFAULT_CLIENT_ID;
  const headers: Record<string, string> = { clientId };
  const token = storedToken(info);
  if (token) headers.Authorization = `Bearer ${token}`;
  const url = `${base}/h5/drama_video/info?info=${encodeURIComponent(info)}`;
  const response = fetch(url, { headers, credentials: 'same-origin' });
  response.then((answer) => prepareFor(answer.clone())).catch(() => undefined);
  const early: EarlyRequest = { url, headers, response };
  window.__earlyDramaInfo = early;
}
