// What a view's report says (the contract's PlaybackView; docs/backend.md, "Playback quality"), from the moments
// noted: pure, so that fake video events can be turned into figures in a test.
import type { PlaybackView } from '@/shared/api/types';
import type { View } from './views';

/** A view's stalls so far: each from playback stopping for want of data to playback going on. */
export interface Stalls {
  count: number;
  ms: number;
  /** performance.now() when the stall under way began. */
  since?: number;
}

/** The view's figures at `now` (performance.now()); a stall under way counts up to the view's end or `now`. */
export function viewFigures(view: View, viewId: string, stalls: Stalls, now: number): PlaybackView {
  const end = view.endedAt ?? now;
  const { playAt, frameAt } = view.marks;
  // A frame after the view's end belongs to whatever the element shows next.
  const framed = frameAt !== undefined && frameAt <= end;
  const open = stalls.since === undefined ? 0 : Math.max(0, end - stalls.since);
  return {
    viewId,
    dramaId: view.dramaId,
    episodeNumber: view.episodeNumber,
    startedAt: Math.round(performance.timeOrigin + playAt),
    playAtMs: round(playAt),
    ttffMs: framed ? round(Math.max(0, frameAt - playAt)) : null,
    leftBeforeFirstFrame: !framed,
    stallCount: stalls.count + (stalls.since === undefined ? 0 : 1),
    stalledMs: round(stalls.ms + open),
    ended: view.endedAt !== undefined,
  };
}

/** Tenths of a millisecond: what the clocks tell apart, without their noise in the figures. */
const round = (ms: number) => Math.round(ms * 10) / 10;
