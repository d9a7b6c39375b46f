import type { DramaInfo, Episode } from '@/shared/api/types';

/** An episode as the player shows it: the contract's fields, after any unlock this visit. */
export type PlayerEpisode = Episode;

/**
 * The drama's episodes in playing order, with episodes unlocked during this visit (unlocked-episodes.ts)
 * replacing their locked entries, their addresses made playable by `playable`. An entry the drama already has
 * unlocked is its own.
 */
export function mergeEpisodes(
  dramaUrl: readonly Episode[],
  unlocked: ReadonlyMap<number, Episode>,
  playable: (address: string) => string = (address) => address,
): PlayerEpisode[] {
  return [...dramaUrl]
    .sort((a, b) => a.episodeNumber - b.episodeNumber)
    .map((episode) => {
      const paid = episode.locked ? unlocked.get(episode.episodeNumber) : undefined;
      return paid ? { ...paid, videoUrl: playable(paid.videoUrl) } : episode;
    });
}

/** Waiting for an unlock: the address is empty and the paywall shows instead of a video. */
export function isLocked(episode: PlayerEpisode | undefined): boolean {
  return episode?.locked === true;
}

/** Free episodes are the first `freeEpisodes`; the list marks them. */
export function isFree(episode: PlayerEpisode, drama: Pick<DramaInfo, 'freeEpisodes'>): boolean {
  return episode.episodeNumber <= drama.freeEpisodes;
}

export function lockedCount(episodes: readonly PlayerEpisode[]): number {
  return episodes.filter((episode) => episode.locked).length;
}
