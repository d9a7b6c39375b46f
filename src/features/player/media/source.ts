// Putting an episode's address into a <video> and taking it out again. MP4 and native HLS go
// straight into `src`; an .m3u8 where the browser has no native HLS goes through hls.js, which is
// downloaded only then (its own chunk), so phones with native HLS never fetch it.

import type HlsLight from 'hls.js/light';

const HLS_MIME = 'application/vnd.apple.mpegurl';

export function isHlsAddress(address: string): boolean {
  try {
    return new URL(address, window.location.href).pathname.toLowerCase().endsWith('.m3u8');
  } catch {
    return false;
  }
}

/** True when this address needs hls.js in this browser. */
export function needsHlsJs(video: HTMLVideoElement, address: string): boolean {
  return isHlsAddress(address) && video.canPlayType(HLS_MIME) === '';
}

/** Undoes an attach: stops downloading and frees the decoder. */
export type Detach = () => void;

/** Empties a <video> so the browser drops its buffers and connections (setting src="" would request the page). */
export function releaseVideo(video: HTMLVideoElement): void {
  video.pause();
  video.removeAttribute('src');
  video.load();
}

interface AttachOptions {
  /** hls.js reports fatal failures here (a native element fires its own `error` event instead). */
  onFatalError: () => void;
}

/**
 * Loads `address` into `video`. Resolves with the way to detach it; resolves null when `cancelled()`
 * turned true while hls.js was loading (nothing was attached then).
 */
export async function attachSource(
  video: HTMLVideoElement,
  address: string,
  { onFatalError }: AttachOptions,
  cancelled: () => boolean = () => false,
): Promise<Detach | null> {
  if (!needsHlsJs(video, address)) {
    video.src = address;
    return () => releaseVideo(video);
  }
  let Hls: typeof HlsLight;
  try {
    ({ default: Hls } = await import('hls.js/light'));
  } catch {
    if (!cancelled()) onFatalError(); // The chunk failed to load (offline): retry re-attaches.
    return cancelled() ? null : () => releaseVideo(video);
  }
  if (cancelled()) return null;
  if (!Hls.isSupported()) {
    // No MediaSource either: let the element try, and fail visibly if it cannot.
    video.src = address;
    return () => releaseVideo(video);
  }
  // hls.js fetches segments whatever the element's preload says: a slide that should only know its
  // metadata (the previous episode, the next one while saving data) gets the playlist, and the segments
  // once it plays.
  const lazy = video.preload !== 'auto';
  const hls = new Hls({ maxBufferLength: 20, startLevel: -1, capLevelToPlayerSize: true, autoStartLoad: !lazy });
  const startLoad = () => hls.startLoad();
  if (lazy) video.addEventListener('play', startLoad, { once: true });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatalError();
  });
  hls.loadSource(address);
  hls.attachMedia(video);
  return () => {
    video.removeEventListener('play', startLoad);
    hls.destroy();
    releaseVideo(video);
  };
}
