export type SlotRole = 'prev' | 'current' | 'next';

/** One of the feed's three slides, as placed for the current episode. */
export interface Slot {
  slot: 0 | 1 | 2;
  /** The episode index it holds, or undefined past either end of the series. */
  episodeIndex: number | undefined;
  role: SlotRole;
  /** -1 above the screen, 0 on it, 1 below it. */
  offset: -1 | 0 | 1;
  /** Slide into place (a swipe or autoplay move), rather than jump (a slide reused for a new episode). */
  animate: boolean;
}

const mod3 = (value: number) => ((value % 3) + 3) % 3;
const roles = { '-1': 'prev', '0': 'current', '1': 'next' } as const;

function place(slot: number, index: number, count: number) {
  const offset = ([-1, 0, 1] as const).find((delta) => mod3(index + delta) === slot) ?? 0;
  const episodeIndex = index + offset;
  return { offset, episodeIndex: episodeIndex >= 0 && episodeIndex < count ? episodeIndex : undefined };
}

/**
 * Episode i always lives in slide i mod 3, so moving one step keeps two slides (the one coming on
 * screen is already loaded) and reuses the third, the one that went off the far side, for the new
 * neighbour. That reused slide jumps across instead of sliding over the screen.
 */
export function slotsFor(index: number, from: number | null, count: number): Slot[] {
  return ([0, 1, 2] as const).map((slot) => {
    const now = place(slot, index, count);
    const before = from === null ? null : place(slot, from, count);
    return {
      slot,
      episodeIndex: now.episodeIndex,
      role: roles[String(now.offset) as keyof typeof roles],
      offset: now.offset,
      animate: before !== null && now.episodeIndex !== undefined && before.episodeIndex === now.episodeIndex,
    };
  });
}
