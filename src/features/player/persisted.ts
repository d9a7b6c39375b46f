import * as parse from '@/shared/utils/parse';
import { DEFAULT_SPEED, isSpeed, type Speed } from './logic/speeds';
import type { SavedPosition } from './logic/resume';

// The player's own remembered values, until shared/storage gains typed keys for them: the chosen
// playback speed and the position per drama. Keys are prefixed `player.`; reads are parsed and a
// corrupt value reads as absent. Session clean-up (a new drama key) leaves them alone on purpose:
// a visitor who comes back to a drama later still resumes it.

const SPEED_KEY = 'player.speed';
const SWIPED_KEY = 'player.swiped';
const POSITIONS_KEY = 'player.positions';
/** Enough for every drama a visitor plausibly returns to, small enough to never matter. */
const MAX_DRAMAS = 20;

const parsePositions = parse.record(
  parse.object({
    episodeNumber: parse.int({ min: 1 }),
    time: parse.number({ min: 0 }),
    duration: parse.optional(parse.number({ greaterThan: 0 })),
    savedAt: parse.number(),
  }),
);
type Positions = parse.Parsed<typeof parsePositions>;

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the player works, it just forgets.
  }
}

export function readSpeed(): Speed {
  const value = read(SPEED_KEY);
  return isSpeed(value) ? value : DEFAULT_SPEED;
}

export function writeSpeed(speed: Speed): void {
  write(SPEED_KEY, speed);
}

function readPositions(): Positions {
  // Without a prototype, like what parse.record returns: a drama id is only ever an entry ("constructor" too).
  return parsePositions(read(POSITIONS_KEY)) ?? (Object.create(null) as Positions);
}

export function readPosition(dramaId: string): SavedPosition | undefined {
  const saved = readPositions()[dramaId];
  return saved && { episodeNumber: saved.episodeNumber, time: saved.time, duration: saved.duration };
}

export function writePosition(dramaId: string, position: SavedPosition): void {
  const positions = readPositions();
  // Strictly newer than every saved one, even within one millisecond, so the cap drops the oldest.
  const latest = Math.max(0, ...Object.values(positions).map((saved) => saved.savedAt));
  positions[dramaId] = {
    episodeNumber: position.episodeNumber,
    time: Number.isFinite(position.time) ? Math.max(0, position.time) : 0,
    ...(position.duration && Number.isFinite(position.duration) ? { duration: position.duration } : {}),
    savedAt: Math.max(Date.now(), latest + 1),
  };
  const newestFirst = Object.entries(positions).sort(([, a], [, b]) => b.savedAt - a.savedAt);
  write(POSITIONS_KEY, Object.fromEntries(newestFirst.slice(0, MAX_DRAMAS)));
}

/** Whether the visitor has ever moved between episodes (then the swipe hint is no longer shown). */
export function readSwiped(): boolean {
  return read(SWIPED_KEY) === true;
}

export function writeSwiped(): void {
  write(SWIPED_KEY, true);
}
