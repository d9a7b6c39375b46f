// The lock screen, the notification and the headset buttons (the Media Session API): what plays, where
// it is, and the buttons that control it. Loaded once an episode has played (hooks/use-media-session.ts),
// so none of it weighs on the way to the first frame.
import { seekVideo } from './controls';

export interface LockScreenInfo {
  /** The drama's title. */
  title: string;
  /** "Episode N" in the visitor's language. */
  episode: string;
  /** The drama's cover as the drama info gives it (a relative address is made absolute). */
  cover: string;
  playing: boolean;
  /** The on-screen episode's element, for its position and seeking; null when it cannot play (locked). */
  video: HTMLVideoElement | null;
  /** The visitor's play (true) or pause (false). */
  setPlaying: (playing: boolean) => void;
  /** Whether there is an episode that way: +1 the next, -1 the previous. */
  canGo: (step: 1 | -1) => boolean;
  /** Moves to the next (+1) or the previous (-1) episode. */
  go: (step: 1 | -1) => void;
}

export interface LockScreen {
  update: (info: LockScreenInfo) => void;
  /** Takes everything off the lock screen; the object does nothing afterwards. */
  clear: () => void;
}

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

/** The cover as artwork: an absolute address (the platform fetches it outside the page), typed by its extension. */
export function artworkOf(cover: string, base = window.location.href): MediaImage[] {
  if (!cover) return [];
  try {
    const url = new URL(cover, base);
    const type = IMAGE_TYPES[url.pathname.slice(url.pathname.lastIndexOf('.') + 1).toLowerCase()];
    return [type ? { src: url.href, type } : { src: url.href }];
  } catch {
    return [];
  }
}

/** What the headset's and the lock screen's skip buttons move by when they do not say. */
const SEEK_STEP_SECONDS = 10;
const POSITION_EVENTS = ['durationchange', 'ratechange', 'seeked', 'play', 'pause'] as const;
const ACTIONS: readonly MediaSessionAction[] = [
  'play',
  'pause',
  'seekto',
  'seekbackward',
  'seekforward',
  'previoustrack',
  'nexttrack',
];

/** Puts the player on `session` (navigator.mediaSession); `update` it with every change. */
export function lockScreen(session: MediaSession): LockScreen {
  let info: LockScreenInfo | null = null;
  let cleared = false;
  let metadataKey = '';
  let skips = '';
  let video: HTMLVideoElement | null = null;

  const handle = (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // An action this browser does not know (older ones lack the seek actions): its button stays away.
    }
  };
  // The lock screen extrapolates the position from the rate while playing, so it needs telling only
  // when the duration, the rate or the position jumps, and when playing starts or stops.
  const showPosition = () => {
    const duration = video?.duration ?? NaN;
    if (!video || !Number.isFinite(duration) || duration <= 0) return session.setPositionState?.();
    try {
      session.setPositionState?.({
        duration,
        playbackRate: video.playbackRate || 1,
        position: Math.min(video.currentTime, duration),
      });
    } catch {
      // A state the browser refuses (a rate it does not take) leaves the last one shown.
    }
  };
  const follow = (next: HTMLVideoElement | null) => {
    if (next === video) return;
    for (const type of POSITION_EVENTS) video?.removeEventListener(type, showPosition);
    video = next;
    for (const type of POSITION_EVENTS) video?.addEventListener(type, showPosition);
    showPosition();
  };
  const seekBy = (seconds: number) => info?.video && seekVideo(info.video, info.video.currentTime + seconds);

  handle('play', () => info?.setPlaying(true));
  handle('pause', () => info?.setPlaying(false));
  handle('seekto', ({ seekTime }) => info?.video && seekTime !== undefined && seekVideo(info.video, seekTime));
  handle('seekbackward', ({ seekOffset }) => seekBy(-(seekOffset ?? SEEK_STEP_SECONDS)));
  handle('seekforward', ({ seekOffset }) => seekBy(seekOffset ?? SEEK_STEP_SECONDS));

  return {
    update(next) {
      if (cleared) return;
      info = next;
      const key = JSON.stringify([next.title, next.episode, next.cover]);
      if (key !== metadataKey && typeof MediaMetadata === 'function') {
        metadataKey = key;
        session.metadata = new MediaMetadata({
          title: next.title,
          artist: next.episode,
          artwork: artworkOf(next.cover),
        });
      }
      session.playbackState = next.playing ? 'playing' : 'paused';
      // Registered only where there is an episode that way (the platform greys the other button out),
      // so the buttons do what a swipe can do.
      const previous = next.canGo(-1);
      const following = next.canGo(1);
      if (`${previous}${following}` !== skips) {
        skips = `${previous}${following}`;
        handle('previoustrack', previous ? () => info?.go(-1) : null);
        handle('nexttrack', following ? () => info?.go(1) : null);
      }
      follow(next.video);
    },
    clear() {
      if (cleared) return;
      cleared = true;
      info = null;
      follow(null);
      for (const action of ACTIONS) handle(action, null);
      session.metadata = null;
      session.playbackState = 'none';
    },
  };
}
