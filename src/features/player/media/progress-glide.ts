// The progress bar's fill and thumb follow the playing video without the main thread: while it plays,
// each runs one linear compositor animation (a transform) from where the video is to the episode's end,
// timed by what is left of it at the playback speed. The page's script only steps in when the video
// stops, jumps or changes speed. Redrawing the bar from script on every frame cost a style, layout and
// paint pass per frame, which on a slow phone is a steady share of the main thread while watching.

export interface GlideParts {
  /** The bar: holds --player-progress (0…1), which places both parts when nothing animates. */
  bar: HTMLElement;
  /** Scaled along the inline axis from its inline-start edge. */
  fill: HTMLElement;
  /** As wide as the track; moved by its own width times the progress, carrying the thumb. */
  rail: HTMLElement;
}

export interface ProgressGlide {
  /** Shows the video's position again and, when it plays, glides on from there. */
  sync(): void;
  /** A timeupdate: moves the parts only when no animation does (paused, or no Web Animations). */
  tick(): void;
  /** Holds the parts still (the visitor is dragging: the bar shows the finger, not the video). */
  hold(held: boolean): void;
  stop(): void;
}

export function fractionOf(video: HTMLVideoElement): number {
  const total = video.duration;
  if (!Number.isFinite(total) || total <= 0) return 0;
  return Math.min(1, Math.max(0, video.currentTime / total));
}

/** Milliseconds until the end of the episode at the current speed, or null when it is not moving. */
function remainingMs(video: HTMLVideoElement): number | null {
  const total = video.duration;
  const rate = video.playbackRate;
  const stalled = video.readyState < HTMLMediaElement.HAVE_FUTURE_DATA; // 'waiting': buffering
  if (video.paused || video.ended || stalled || !Number.isFinite(total) || total <= 0 || !(rate > 0)) return null;
  return (Math.max(0, total - video.currentTime) / rate) * 1000;
}

export function createProgressGlide(video: HTMLVideoElement, { bar, fill, rail }: GlideParts): ProgressGlide {
  let running: Animation[] = [];
  let held = false;

  const cancel = () => {
    running.forEach((animation) => animation.cancel());
    running = [];
  };

  const sync = () => {
    cancel();
    const fraction = fractionOf(video);
    bar.style.setProperty('--player-progress', String(fraction));
    const duration = held ? null : remainingMs(video);
    // jsdom and old engines have no Web Animations: the bar then moves on each timeupdate.
    if (duration === null || duration <= 0 || typeof fill.animate !== 'function') return;
    const sign = getComputedStyle(bar).direction === 'rtl' ? -1 : 1;
    const timing: KeyframeAnimationOptions = { duration, easing: 'linear', fill: 'forwards' };
    running = [
      fill.animate([{ transform: `scaleX(${fraction})` }, { transform: 'scaleX(1)' }], timing),
      rail.animate(
        [{ transform: `translateX(${sign * fraction * 100}%)` }, { transform: `translateX(${sign * 100}%)` }],
        timing,
      ),
    ];
  };

  return {
    sync,
    tick() {
      if (!running.length) bar.style.setProperty('--player-progress', String(fractionOf(video)));
    },
    hold(next) {
      held = next;
      sync();
    },
    stop: cancel,
  };
}
