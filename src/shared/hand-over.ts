// Everything that crosses between the page's programs (src/entries/: the early script, the page's entry and
// the app it starts, the floor check, the shell worker). Each is built on its own, so two of them never share
// a module: what one leaves for another goes through `window`, or is written into its code by the build. Each
// is declared here once, with its writer and its readers. docs/start-path.md, "The hand-overs".
//
// Declarations only, but for the one accessor of the prelude's state, which both its sides use.

/** A drama info call: its address and its headers, as `dramaInfoCall` (features/session) builds them. */
export interface ApiCall {
  url: string;
  headers: Record<string, string>;
}

/** `window.__earlyDramaInfo`: the drama info call the early script sent, and its answer to come. */
interface EarlyRequest extends ApiCall {
  response: Promise<Response>;
}

/** What the prelude plays: the episode the player will start with, as the player will decide it. */
export interface PreludeChoice {
  episodeNumber: number;
  /** The playable address (session-rewritten), compared as a string. */
  address: string;
  /** Seconds to start at (a resume). */
  startAt: number;
  speed: number;
}

interface Prelude extends PreludeChoice {
  element: HTMLVideoElement;
}

/** `window.__prelude`: the first episode's <video>, started before the app, for the player to adopt. */
export interface PreludeState {
  /** The prelude waiting for the player, if any. */
  waiting: Prelude | null;
  // One prelude per page: a second one (the network's answer after the stored drama started one) would
  // play beside the player that took the first.
  started: boolean;
  /** Settles once a decision still coming (the early drama answer) has started a prelude or not. */
  deciding: Promise<void> | null;
}

/**
 * `HTMLVideoElement.__playMarks`: a view's play instruction and first frame, on the page's clock (performance.now()).
 * Writer: markPlay (features/player/quality/marks.ts), from the early script's prelude and from the player. Reader:
 * the player's view (features/player/quality/views.ts), which takes the prelude's over as its first view's.
 */
export interface PlayMarks {
  playAt: number;
  /** The first frame presented after the play instruction (requestVideoFrameCallback's presentationTime). */
  frameAt?: number;
  /** Taken by a view of the player's: a later view marks its own play instruction. */
  viewed?: true;
}

/** The app's dictionary chunks by locale (the files the i18n provider imports); none in development. */
export type DictionaryFiles = Readonly<Partial<Record<string, string>>>;

/** The constants a build writes into a program's code (JSON), by name. */
export interface BuildConstants {
  /** Writer: scripts/vite-plugins/early-script.ts. Reader: the early script (src/entries/early/early.ts). */
  __EARLY_DICTIONARY_FILES__: DictionaryFiles;
  /** The floor page's script, `/assets/floor-page-*.js`. Writer: scripts/vite-plugins/floor-scripts.ts. Reader: the floor check (src/entries/floor/floor.ts). */
  __FLOOR_PAGE__: string;
  /** The support floor's iOS version. Writer: scripts/vite-plugins/floor-scripts.ts. Reader: the floor page (src/entries/floor/floor-page.ts). */
  __FLOOR_IOS__: string;
}

declare global {
  interface Window {
    /**
     * Writer: the early script (src/entries/early/early-requests.ts). Reader: the app's client, which takes the
     * answer over when its own call is the same (src/shared/api/early-request.ts), and clears it.
     */
    __earlyDramaInfo?: EarlyRequest | undefined;
    /**
     * Writer: the early script (src/entries/early/prelude.ts). Readers: the page's entry, which waits for its
     * first frame (src/entries/page/first-frame.ts), and the player, which adopts it (features/player/prelude).
     */
    __prelude?: PreludeState;
    /**
     * Set in a browser below the support floor. Writer: the floor check (src/entries/floor/check-floor.ts).
     * Readers: the page's entry (src/entries/page/page.ts) and the early script's drama answer
     * (src/entries/early/early-requests.ts), which then start nothing.
     */
    __belowFloor?: true;
  }

  interface HTMLVideoElement {
    __playMarks?: PlayMarks;
  }

  const __EARLY_DICTIONARY_FILES__: BuildConstants['__EARLY_DICTIONARY_FILES__'];
  const __FLOOR_PAGE__: BuildConstants['__FLOOR_PAGE__'];
  const __FLOOR_IOS__: BuildConstants['__FLOOR_IOS__'];
}

/** The page's prelude state, made on first use by whichever side comes first. */
export function preludeState(): PreludeState {
  return (window.__prelude ??= { waiting: null, started: false, deciding: null });
}
