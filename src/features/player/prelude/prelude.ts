// The prelude's adoption: the early script (src/entries/early/prelude.ts) has started the first episode's
// <video> before React and the player ran; the slide that shows that episode takes the very element over
// for its whole life (video-slot.tsx), or the player drops it. docs/start-path.md, "The prelude".
//
// The early script is a program of its own: the two halves meet on window (shared/hand-over.ts).
import { preludeState as state, type PreludeChoice } from '@/shared/hand-over';
import { releaseVideo } from '../media/source';

/**
 * The prelude's element when it plays exactly `wanted` (same episode, address and start), moved out of
 * its on-top placement and ready for the slide to adopt; otherwise the prelude is dropped and null is
 * returned. Either way there is no prelude afterwards.
 */
export function takePrelude(wanted: Omit<PreludeChoice, 'speed'>): HTMLVideoElement | null {
  const taken = release();
  if (!taken) return null;
  const same =
    taken.episodeNumber === wanted.episodeNumber &&
    taken.address === wanted.address &&
    taken.startAt === wanted.startAt &&
    !taken.element.error;
  if (!same) {
    drop(taken.element);
    return null;
  }
  taken.element.removeAttribute('style');
  taken.element.removeAttribute('aria-hidden');
  return taken.element;
}

/** Drops a prelude nobody took (the home screen shows something else, or the visitor left it). */
export function dismissPrelude(): void {
  const taken = release();
  if (taken) drop(taken.element);
}

/** The waiting prelude, which from now on is nobody's but the caller's. */
function release() {
  const page = state();
  const taken = page.waiting;
  page.waiting = null;
  return taken;
}

function drop(element: HTMLVideoElement): void {
  releaseVideo(element);
  element.remove();
}
