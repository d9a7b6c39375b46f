// The two moments a view's time to first frame is made of, noted on the <video> itself: the play instruction and
// the first frame presented after it. The only part of the playback quality reports that runs before the first
// frame (docs/backend.md, "Playback quality"): the early script's prelude compiles it in and marks its own play
// instruction (src/entries/early/prelude.ts), the player marks every later one (views.ts). What the marks say is
// read by the reporter, loaded after the first frame (playback-quality.ts).
import type { PlayMarks } from '@/shared/hand-over';

/** Notes the play instruction about to be given to `element`, and the first frame presented after it. */
export function markPlay(element: HTMLVideoElement): PlayMarks {
  const marks: PlayMarks = { playAt: performance.now() };
  // presentationTime is the moment the frame reached the screen, on the page's clock (performance.now()).
  if (typeof element.requestVideoFrameCallback === 'function')
    element.requestVideoFrameCallback((_now, frame) => (marks.frameAt ??= frame.presentationTime));
  return (element.__playMarks = marks);
}
