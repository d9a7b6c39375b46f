// The player's episode views, for the playback quality reports (docs/backend.md, "Playback quality"). A view
// begins with the first play instruction of an episode on screen, and ends when another episode's begins (one
// episode is on screen at a time): the visitor's pause and play, or a visit to another screen and back, go on
// with the same view. The page going away ends none: the report says the view was still on when it left. This
// part is in the home screen's chunk, so it only notes moments; the reporter, which watches stalls, batches
// and sends, is loaded once the first frame is there (playback-quality.ts).
import { playbackQualitySampleRate } from '@/shared/config/playback-quality';
import type { PlayMarks } from '@/shared/hand-over';
import { markPlay } from './marks';

export interface View {
  element: HTMLVideoElement;
  /** The slide's source (address and retry): the same element with another source is another view. */
  source: string;
  dramaId: string;
  episodeNumber: number;
  marks: PlayMarks;
  /** performance.now() of the view's end; none while it lasts. */
  endedAt?: number;
}

/** The most views kept until a batch takes them (the contract's maxItems): the oldest go first. */
export const MAX_VIEWS = 50;
/** The reporter loads at once when the first frame is there, else this long after the play instruction. */
const LOAD_WITHOUT_FRAME_MS = 1_000;

/** The views not yet sent, oldest first; the reporter takes the ended ones out once sent. */
export const views: View[] = [];
/** Drawn once per page load: a page left out measures nothing. */
const sampled = Math.random() < playbackQualitySampleRate;
let reporter: ((view: View) => void) | undefined;
let loading = false;

function loadReporter(): void {
  if (loading) return;
  loading = true;
  // A failed download (offline) loses this page's report, never playback.
  import('./playback-quality').then(
    (module) => (reporter = module.startReporting(views)),
    () => undefined,
  );
}

/**
 * The player is about to tell `element` (showing `source`, episode `episodeNumber`) to play: a view begins,
 * unless it is the one under way.
 */
export function startView(element: HTMLVideoElement, source: string, dramaId: string, episodeNumber: number): void {
  const last = views.at(-1);
  if (!sampled || (last?.element === element && last.source === source && last.endedAt === undefined)) return;
  if (last) last.endedAt ??= performance.now();
  // The prelude's element comes with the early script's marks: its play instruction was this view's.
  const prior = element.__playMarks;
  const marks = prior && !prior.viewed ? prior : markPlay(element);
  marks.viewed = true;
  const view: View = { element, source, dramaId, episodeNumber, marks };
  if (views.push(view) > MAX_VIEWS) views.shift();
  reporter?.(view);
  setTimeout(loadReporter, marks.frameAt === undefined ? LOAD_WITHOUT_FRAME_MS : 0);
}
