// A shared promotion link's episode (`?episode=7`, shared/routes.ts): where the player starts when the visitor opens
// it. The early script's prelude (entries/early/prelude-start.ts) and the player decide with this same function, so
// the episode the prelude starts is the one the player takes over.
import { LINKED_EPISODE_PARAM } from '@/shared/routes';
import { resumePoint, type ResumePoint, type SavedPosition } from './resume';

export type LinkedEpisode =
  /** The address names no episode: the player resumes as usual. */
  | 'none'
  /** An episode of this series: the player starts there (a locked one on its paywall). */
  | 'found'
  /** Not a number, or no episode of this series: the player resumes as usual and says so. */
  | 'missing';

export interface StartPoint extends ResumePoint {
  linked: LinkedEpisode;
}

/** The index of the episode `search` names, -1 when it names one this series does not have, null when none. */
function linkedIndex(search: string, episodes: readonly { episodeNumber: number }[]): number | null {
  const raw = new URLSearchParams(search).get(LINKED_EPISODE_PARAM);
  if (raw === null) return null;
  const text = raw.trim();
  return /^\d{1,6}$/.test(text) ? episodes.findIndex((episode) => episode.episodeNumber === Number(text)) : -1;
}

/**
 * Where the player starts: the episode a shared link names (at the visitor's remembered position when it is the
 * episode they were watching), else where they left off (resume.ts).
 */
export function startPoint(
  episodes: readonly { episodeNumber: number; duration?: number | undefined }[],
  search: string,
  saved: SavedPosition | undefined,
  fallbackIndex: number | undefined,
): StartPoint {
  const resume = resumePoint(episodes, saved, fallbackIndex);
  const index = linkedIndex(search, episodes);
  if (index === null) return { ...resume, linked: 'none' };
  if (index < 0) return { ...resume, linked: 'missing' };
  return { index, time: resume.index === index ? resume.time : 0, linked: 'found' };
}
