// The prelude: the first episode's <video>, started by the early script (src/entries/early.ts) the moment
// the drama is known, long before React and the player have run. When the feed mounts, the slide that
// shows that episode takes the element over for its whole life (video-slot.tsx): nothing is fetched twice,
// there is never a fourth <video>, and the tap that unmutes lands on the element that plays. Whatever the
// player decides differently loses only the bytes the prelude fetched. docs/start-path.md, "The prelude".
//
// The early script and the app each have their own copy of this module: the state they hand over lives on window.

import { createInlineVideo } from '../media/inline-video';
import { needsHlsJs, releaseVideo } from '../media/source';

/** What the prelude plays: the episode the player will start with, as the player will decide it. */
export interface PreludeChoice {
  episodeNumber: number;
  /** The playable address (session-rewritten), compared as a string. */
  address: string;
  /** Seconds to start at (a resume). */
  startAt: number;
  speed: number;
}

export interface Prelude extends PreludeChoice {
  element: HTMLVideoElement;
}

export interface PreludeState {
  /** The prelude waiting for the player, if any. */
  waiting: Prelude | null;
  // One prelude per page: a second one (the network's answer after the stored drama started one) would
  // play beside the player that took the first.
  started: boolean;
  /** Settles once a decision still coming (the early drama answer) has started a prelude or not. */
  deciding: Promise<void> | null;
}

declare global {
  interface Window {
    __prelude?: PreludeState;
  }
}

function state(): PreludeState {
  return (window.__prelude ??= { waiting: null, started: false, deciding: null });
}

/** Whether this page has started its prelude already (there is only ever one). */
export function preludeStarted(): boolean {
  return state().started;
}

/** Notes that `decision` (the early drama answer, say) may yet start the prelude; see first-frame.ts. */
export function preludeDecidedBy(decision: Promise<unknown>): void {
  state().deciding = decision.then(
    () => undefined,
    () => undefined,
  );
}

// The feed's box (player.css): the whole screen above the 61 px bottom navigation. The player's
// stylesheet is not loaded yet, so the element is placed with CSSOM properties (the CSP allows those,
// unlike a style attribute in markup), and over the splash.
const PRELUDE_STYLE: Partial<CSSStyleDeclaration> = {
  position: 'fixed',
  insetBlockStart: '0',
  insetInline: '0',
  blockSize: 'calc(100% - 61px - env(safe-area-inset-bottom, 0px))',
  inlineSize: '100%',
  objectFit: 'contain',
  background: '#000',
  zIndex: '10',
  pointerEvents: 'none',
};

/**
 * Starts the prelude: a muted, inline, autoplaying <video> on top of the splash; returns whether it did.
 * Does nothing when one was started already on this page, or when the address needs hls.js (that loads
 * with the player).
 */
export function startPrelude(choice: PreludeChoice): boolean {
  const page = state();
  if (page.started) return false;
  const element = createInlineVideo();
  if (needsHlsJs(element, choice.address)) return false;
  page.started = true;
  element.preload = 'auto';
  element.setAttribute('aria-hidden', 'true'); // The player names it when it takes it over.
  element.dataset.episode = String(choice.episodeNumber);
  Object.assign(element.style, PRELUDE_STYLE);
  element.defaultPlaybackRate = choice.speed;
  element.playbackRate = choice.speed;
  element.src = choice.address;
  if (choice.startAt > 0)
    element.addEventListener('loadedmetadata', () => (element.currentTime = choice.startAt), { once: true });
  // The early script runs from the head, before there is a body: the element then sits beside it.
  (document.body ?? document.documentElement).append(element);
  // Refused (battery saver): it stays on its first frame, and the player offers the play button.
  element.play()?.catch(() => undefined);
  page.waiting = { ...choice, element };
  return true;
}

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
function release(): Prelude | null {
  const page = state();
  const taken = page.waiting;
  page.waiting = null;
  return taken;
}

function drop(element: HTMLVideoElement): void {
  releaseVideo(element);
  element.remove();
}
