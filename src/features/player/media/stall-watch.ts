// A playing episode whose clock has stopped although it has the data to go on. WebKit showed it: the
// first episode, handed over from the prelude to the player while its first frame was being decoded,
// stayed on that moment for good (no frame, no `waiting`, no `stalled`, `paused` false), about one
// start in three on a loaded machine. A seek to where it stands makes the media pipeline start its
// decoding again; players do the same for their stalls (hls.js calls it a nudge).

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
    video.currentTime = time;
  }, CHECK_MS);
  return () => clearInterval(timer);
}
