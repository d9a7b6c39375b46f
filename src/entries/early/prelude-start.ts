// Which episode the early script starts as the prelude (prelude.ts): the one the player
// will start with, decided by the player's and the session's own functions over the same stored
// values, so the two agree. A drama the app would not play (no episodes, a country it does not serve,
// a locked or empty first episode) starts nothing.
import { isLocked, mergeEpisodes } from '@/features/player/logic/episodes';
import { startPoint } from '@/features/player/logic/linked-episode';
import { readPosition, readSpeed } from '@/features/player/persisted';
import { rewriteDrama } from '@/features/session/video-url';
import type { PreludeChoice } from '@/shared/hand-over';
import { localeForCountry } from '@/shared/i18n/locale';
import { storage } from '@/shared/storage/storage';
import * as parse from '@/shared/utils/parse';

// Only what the choice reads; the app checks the rest, and anything it sees differently only means
// the player does not take the prelude over.
const dramaShape = parse.looseObject({
  dramaId: parse.nonEmptyString,
  country: parse.string,
  isCdn: parse.boolean,
  siteId: parse.string,
  customerDomain: parse.string,
  promotionLinkId: parse.string,
  pixelId: parse.string,
  dramaUrl: parse.array(
    parse.looseObject({ episodeNumber: parse.int(), videoUrl: parse.string, locked: parse.boolean }),
  ),
});

/**
 * The prelude for `data` (a drama info answer's data, or the stored DRAMA_INFO) reached with `key`,
 * or null when the player would not start a video at once.
 */
export function preludeChoice(data: unknown, key: string): PreludeChoice | null {
  const drama = dramaShape(data);
  if (!drama || drama.dramaUrl.length === 0 || localeForCountry(drama.country) === null) return null;
  const episodes = mergeEpisodes(rewriteDrama(drama).dramaUrl, new Map());
  // Start-up clears the session (currentVideoIdx with it) when the key is another drama's.
  const sameKey = storage.get('SECRET_KEY') === key;
  const resume = startPoint(
    episodes,
    window.location.search,
    readPosition(drama.dramaId),
    sameKey ? storage.get('currentVideoIdx') : undefined,
  );
  const episode = episodes[resume.index];
  if (!episode || isLocked(episode) || !episode.videoUrl) return null;
  return { episodeNumber: episode.episodeNumber, address: episode.videoUrl, startAt: resume.time, speed: readSpeed() };
}

/** The stored drama for `key`, which the app shows at once on a return visit. */
export function storedDrama(key: string): unknown {
  return storage.get('SECRET_KEY') === key ? storage.get('DRAMA_INFO') : undefined;
}
