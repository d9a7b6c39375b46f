import { useSyncExternalStore } from 'react';
import type { Episode } from '@/shared/api/types';

// Episodes unlocked during this visit, by coins (an unlock's answer) or by money (a paid order's status), per
// user and drama. The player lays them over the drama's list until the drama itself says so (a refresh, a
// reload), so a paid episode plays at once wherever it was paid: the paywall, or the QR page of a series
// bought with money. Also what keeps them playable on a server without state (the mock).

const unlockedByScope = new Map<string, ReadonlyMap<number, Episode>>();
const listeners = new Set<() => void>();
const NONE: ReadonlyMap<number, Episode> = new Map();

/** Whose unlocks these are: a user's, for one drama; another user (a login) does not inherit them. */
export const unlockScope = (userId: string | undefined, dramaId: string): string => `${userId ?? ''}|${dramaId}`;

/** Records the episodes a server answer says are unlocked (and playable) now. */
export function addUnlockedEpisodes(scope: string, episodes: readonly Episode[]): void {
  const playable = episodes.filter((episode) => !episode.locked && episode.videoUrl);
  if (playable.length === 0) return;
  const next = new Map(unlockedByScope.get(scope));
  for (const episode of playable) next.set(episode.episodeNumber, episode);
  unlockedByScope.set(scope, next);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The episodes unlocked this visit for `scope`, by number; re-renders when more are. */
export function useUnlockedEpisodes(scope: string): ReadonlyMap<number, Episode> {
  const read = () => unlockedByScope.get(scope) ?? NONE;
  return useSyncExternalStore(subscribe, read, read);
}
