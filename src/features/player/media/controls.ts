// Imperative commands on a <video>. The element is the browser's, not React state: components hand
// it to these helpers instead of assigning its properties inline.

/** Seeks, clamped to the episode (a seek to the very end would fire `ended` and skip the episode). */
export function seekVideo(video: HTMLVideoElement, seconds: number): number {
  const duration = Number.isFinite(video.duration) ? video.duration : 0;
  video.currentTime = Math.min(Math.max(0, seconds), Math.max(0, duration - 0.05));
  return video.currentTime;
}

export function setVideoMuted(video: HTMLVideoElement, muted: boolean): void {
  video.muted = muted;
}

/**
 * Plays and pauses at once, inside a user gesture: iOS lets an element make sound only once it has
 * been played from a gesture, and keeps that right when its source changes later.
 */
export function blessVideo(video: HTMLVideoElement): void {
  if (!video.paused || !video.currentSrc) return;
  video.play()?.catch(() => undefined);
  video.pause();
}

/** play(), reporting only a refusal by the autoplay policy (an AbortError just means a pause or a new source came first). */
export function playVideo(video: HTMLVideoElement, onBlocked: () => void = () => undefined): void {
  video.play()?.catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'NotAllowedError') onBlocked();
  });
}

export function setVideoSpeed(video: HTMLVideoElement, speed: number): void {
  video.defaultPlaybackRate = speed;
  video.playbackRate = speed;
}
