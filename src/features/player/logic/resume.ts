/** A resume within this many seconds of the end starts the next episode instead. */
const END_MARGIN_SECONDS = 5;

export interface SavedPosition {
  episodeNumber: number;
  time: number;
  /** The episode's length when it was saved, if known. */
  duration?: number | undefined;
}

export interface ResumePoint {
  /** Index into the player's episode list. */
  index: number;
  /** Seconds into that episode. */
  time: number;
}

/**
 * Where a returning visitor starts: the remembered episode and position, or the next episode
 * when the remembered position was within END_MARGIN_SECONDS of its end.
 * `fallbackIndex` is the stored currentVideoIdx, used when this drama has no saved position.
 */
export function resumePoint(
  episodes: readonly { episodeNumber: number; duration?: number | undefined }[],
  saved: SavedPosition | undefined,
  fallbackIndex: number | undefined,
): ResumePoint {
  const last = episodes.length - 1;
  if (last < 0) return { index: 0, time: 0 };
  if (!saved) return { index: clamp(fallbackIndex ?? 0, 0, last), time: 0 };
  const index = episodes.findIndex((episode) => episode.episodeNumber === saved.episodeNumber);
  if (index < 0) return { index: clamp(fallbackIndex ?? 0, 0, last), time: 0 };
  const duration = saved.duration ?? episodes[index]?.duration;
  const nearEnd = duration !== undefined && duration > 0 && saved.time >= duration - END_MARGIN_SECONDS;
  if (nearEnd) return index < last ? { index: index + 1, time: 0 } : { index, time: 0 };
  return { index, time: Math.max(0, saved.time) };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
