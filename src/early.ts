// The first script on the page, tiny and asynchronous: it asks for the drama info the moment the HTML has
// been read, while the app's JavaScript is still downloading. The app's client takes the answer over
// (shared/api/early-request.ts) when its own request turns out to be the same call. It imports nothing,
// so it stays one small file; whatever it gets wrong only costs a second request.
import type { EarlyRequest } from '@/shared/api/early-request';

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
    return new URL(raw || '/', window.location.origin).href.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/** A head start on the video's host: the connection is open by the time the player asks for the episode. */
function preconnectToMedia(response: Response): void {
  void response
    .json()
    .then((body: { data?: { dramaUrl?: { videoUrl?: string }[] } }) => {
      const address = body.data?.dramaUrl?.find((episode) => episode.videoUrl)?.videoUrl;
      if (!address) return;
      const { origin, protocol } = new URL(address, window.location.href);
      if (origin === window.location.origin || !/^https?:$/.test(protocol)) return;
      const link = Object.assign(document.createElement('link'), { rel: 'preconnect', href: origin });
      document.head.append(link);
    })
    .catch(() => undefined);
}

function start(): void {
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
  response.then((answer) => preconnectToMedia(answer.clone())).catch(() => undefined);
  const early: EarlyRequest = { url, headers, response };
  window.__earlyDramaInfo = early;
}

start();
