import { useEffect } from 'react';
import { storage } from '@/shared/storage/storage';
import type { PlayerEpisode } from '../logic/episodes';
import { readPosition, writePosition } from '../persisted';

const SAVE_EVERY_MS = 1000;

/**
 * Remembers where the visitor is (docs/product-rules.md, "Playback"): the episode index in currentVideoIdx,
 * and the episode and position for this drama. Saved about once a second while playing, on pause and
 * seek, when the page is hidden or closed, and when the visitor moves on.
 */
export function usePositionMemory(
  dramaId: string,
  index: number,
  episode: PlayerEpisode | undefined,
  video: HTMLVideoElement | null,
) {
  useEffect(() => {
    storage.set('currentVideoIdx', index);
  }, [index]);

  useEffect(() => {
    if (!episode) return;
    const { episodeNumber } = episode;
    if (episode.locked || !video) {
      writePosition(dramaId, { episodeNumber, time: 0 });
      return;
    }
    let lastSave = 0;
    const save = () => {
      lastSave = Date.now();
      // Nothing loaded yet (a resume still waiting to seek): keep a saved position for this episode as it is.
      if (video.readyState === HTMLMediaElement.HAVE_NOTHING && readPosition(dramaId)?.episodeNumber === episodeNumber)
        return;
      const duration = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : episode.duration;
      writePosition(dramaId, { episodeNumber, time: video.currentTime, duration });
    };
    const onTime = () => {
      if (Date.now() - lastSave >= SAVE_EVERY_MS) save();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') save();
    };
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('pause', save);
    video.addEventListener('seeked', save);
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('pause', save);
      video.removeEventListener('seeked', save);
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onVisibility);
      save();
    };
  }, [dramaId, episode, video]);
}
