/** One tab of the episode list: episode numbers from..to, inclusive. */
export interface EpisodeRange {
  from: number;
  to: number;
}

const RANGE_SIZE = 30;

/**
 * Tabs of RANGE_SIZE episodes (1-30, 31-60, …) over episode numbers 1..total; the last tab ends at total.
 * A series of RANGE_SIZE or fewer episodes has a single range, which the list shows without tabs.
 */
export function episodeRanges(total: number, size: number = RANGE_SIZE): EpisodeRange[] {
  const ranges: EpisodeRange[] = [];
  for (let from = 1; from <= total; from += size) ranges.push({ from, to: Math.min(from + size - 1, total) });
  return ranges;
}

/** The index of the range holding episodeNumber (0 when outside every range). */
export function rangeIndexOf(ranges: readonly EpisodeRange[], episodeNumber: number): number {
  const index = ranges.findIndex((range) => episodeNumber >= range.from && episodeNumber <= range.to);
  return Math.max(0, index);
}
