// The prelude's start: the first episode's <video>, started by the early script the moment the drama is
// known, long before React and the player have run. When the feed mounts, the slide that shows that
// episode takes the element over for its whole life (the other half: features/player/prelude/prelude.ts):
// nothing is fetched twice, there is never a fourth <video>, and the tap that unmutes lands on the element
// that plays. Whatever the player decides differently loses only the bytes the prelude fetched.
// docs/start-path.md, "The prelude". The two halves meet on window (shared/hand-over.ts).
import { createInlineVideo } from '@/features/player/media/inline-video';
import { needsHlsJs } from '@/features/player/media/source';
import { markPlay } from '@/features/player/quality/marks';
import { playbackQualityOn } from '@/shared/config/playback-quality';
import { preludeState as state, type PreludeChoice } from '@/shared/hand-over';

/** Whether this page has started its prelude already (there is only ever one). */
export function preludeStarted(): boolean {
  return state().started;
}

/** Notes that `decision` (the early drama answer, say) may yet start the prelude; see page/first-frame.ts. */
export function preludeDecidedBy(decision: Promise<unknown>): void {
  state().deciding = decision.then(
    () => undefined,
    () => undefined,
  );
}

// The feed's box (player.css): the whole screen above the bottom navigation (--nav-height and --safe-bottom,
// global.css, which the page's stylesheet has). The player's stylesheet is not loaded yet, so the element is
// placed with CSSOM properties (the CSP allows those, unlike a style attribute in markup), and over the splash.
const PRELUDE_STYLE: Partial<CSSStyleDeclaration> = {
  position: 'fixed',
  insetBlockStart: '0',
  insetInline: '0',
  blockSize: 'calc(100% - var(--nav-height) - var(--safe-bottom))',
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
  // The first view's play instruction is this one: the player's view takes these marks over.
  if (playbackQualityOn) markPlay(element);
  // Refused (battery saver): it stays on its first frame, and the player offers the play button.
  element.play()?.catch(() => undefined);
  page.waiting = { ...choice, element };
  return true;
}
