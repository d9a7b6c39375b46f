import { useEffect, useRef } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
import type { PlayerEpisode } from '../logic/episodes';
import { lockScreen, type LockScreen, type LockScreenInfo } from '../media/media-session';

export type MediaSessionSyncProps = Omit<LockScreenInfo, 'episode'> & { episode: PlayerEpisode | undefined };

/**
 * Renders nothing: keeps the lock screen, the notification and the headset buttons (the Media Session,
 * where the browser has one) on the on-screen episode while it is mounted, and clears them when it
 * unmounts or its page is hidden. Loaded lazily once an episode has played, off the way to the first frame.
 */
export default function MediaSessionSync({ episode, ...info }: MediaSessionSyncProps) {
  const { LL } = useI18n();
  const screen = useRef<LockScreen | null>(null);

  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    const made = (screen.current = lockScreen(navigator.mediaSession));
    return () => {
      made.clear();
      screen.current = null;
    };
  }, []);

  // Every render: the lock screen's handlers call the latest callbacks, and it changes only what changed.
  useEffect(() => {
    screen.current?.update({ ...info, episode: LL.common.episode({ n: episode?.episodeNumber ?? 0 }) });
  });

  return null;
}
