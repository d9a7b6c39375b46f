// A playing episode whose clock has stopped although it has the data to go on. WebKit showed it: the
// first episode, handed over from the prelude to the player while its first frame was being decoded,
// stayed on that moment for good (no frame, no `waiting`, no `stalled`, `paused` false, everything
// buffered), about one start in four on a loaded machine. A seek to where it stands does not move it;
// pausing and playing again restarts the media pipeline, as a visitor's two taps would.

const CHECK_MS = 1_000;
/** Checks in a row that saw no progress before the nudge: the clock moves many times a second when playing. */
const STILL_CHECKS = 2;

/** Watches `video` while the app wants it playing; returns the function that stops watching. */
export function watchStall(video: HTMLVideoElement): () => void {
  let last = video.currentTime;
  let still = 0;
  const timer = setInterval(() => {
    const time = video.currentTime;
    const moved = time !== last;
    last = time;
    const shouldMove =
      !video.paused &&
      !video.ended &&
      !video.seeking &&
      video.playbackRate > 0 &&
      video.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA;
    if (moved || !shouldMove) {
      still = 0;
      return;
    }
    still += 1;
    if (still < STILL_CHECKS) return;
    still = 0;
    // The feed takes the `pause` event that follows for a stale one: the element plays again by then.
    video.pause();
    video.play()?.catch(() => undefined);
  }, CHECK_MS);
  return () => clearInterval(timer);
}
