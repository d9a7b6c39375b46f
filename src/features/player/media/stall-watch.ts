// A playing episode whose clock has stopped although it has the data to go on. WebKit showed it: the
// first episode, handed over from the prelude to the player while its first frame was being decoded,
// stayed on that moment for good (no frame, no `waiting`, no `stalled`, `paused` false, everything
// buffered), about one start in four on a loaded machine. A seek to where it stands does not move it;
// pausing and playing again restarts the media pipeline, as a visitor's two taps would.

const CHECK_MS = 1_000;
/** Checks in a row that saw no progress before the nudge: the clock moves many times a second when playing. */
const STILL_CHECKS = 2;
/**
 * Checks in a row a seek may stay pending, over data already buffered, before it counts as stuck. WebKit showed
 * that too: hls.js stepping over a stall at the start left a seek pending for good on a loaded machine
 * (`seeking` true, the data there, the clock still); a seek over data it has takes a browser milliseconds.
 */
const SEEKING_CHECKS = 3;

function isBuffered(video: HTMLVideoElement, time: number): boolean {
  const ranges = video.buffered;
  for (let index = 0; index < ranges.length; index++) {
    if (ranges.start(index) <= time && time < ranges.end(index)) return true;
  }
  return false;
}

/** Watches `video` while the app wants it playing; returns the function that stops watching. */
export function watchStall(video: HTMLVideoElement): () => void {
  let last = video.currentTime;
  let still = 0;
  let seekingChecks = 0;
  const timer = setInterval(() => {
    const time = video.currentTime;
    const moved = time !== last;
    last = time;
    const wanted = !video.paused && !video.ended;
    seekingChecks = wanted && video.seeking && !moved && isBuffered(video, time) ? seekingChecks + 1 : 0;
    if (seekingChecks >= SEEKING_CHECKS) {
      seekingChecks = 0;
      // Seeking again where it stands ends the pending seek; pausing and playing restarts the pipeline.
      video.currentTime = time;
      video.pause();
      video.play()?.catch(() => undefined);
      return;
    }
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
