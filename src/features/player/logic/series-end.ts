import type { PlayerEpisode } from './episodes';

/** What the end card says after the last episode out. */
export interface SeriesEnd {
  /** Every episode of the series is out: "The end". Otherwise "More episodes coming". */
  complete: boolean;
  /** The number of the last episode out. */
  released: number;
  /** The series' length as the drama gives it (never less than what is out). */
  total: number;
}

/**
 * The series is complete when its last episode out is the drama's `totalEpisodes`-th (or later: a total
 * not updated yet, or 0 for unknown, never promises more).
 */
export function seriesEnd(episodes: readonly PlayerEpisode[], totalEpisodes: number): SeriesEnd {
  const released = episodes.at(-1)?.episodeNumber ?? 0;
  return { complete: released >= totalEpisodes, released, total: Math.max(released, totalEpisodes) };
}
