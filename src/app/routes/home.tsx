import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PlayerScreen } from '@/features/player/components/player-screen';
import { PlayerStatus } from '@/features/player/components/player-status';
import { dismissPrelude } from '@/features/player/prelude/prelude';
import { useSession } from '@/features/session/use-session';
import { withCdnParams } from '@/features/session/video-url';
import { useBalance, useSetBalance } from '@/features/wallet/balance';
import type { DramaInfo, Episode, UnlockResult } from '@/shared/api/types';
import { trackEvent } from '@/shared/tracking/track';

// Home: the player once the session is ready, else the start-up and empty states.
export default function HomeRoute() {
  const session = useSession();
  // Leaving home (or its error boundary taking over) before the player took the prelude over ends it.
  useEffect(() => dismissPrelude, []);
  switch (session.status) {
    case 'loading':
      return <PlayerStatus kind="loading" />;
    case 'error':
      return <PlayerStatus kind="error" onRetry={session.retry} />;
    case 'unsupported':
      return <PlayerStatus kind="unsupported" />;
    case 'empty':
    case 'notFound':
      return <PlayerStatus kind="notFound" />;
    case 'starting':
    case 'ready':
      // A new drama (another promotion link) starts a fresh player. The same player goes on from
      // 'starting' to 'ready': free episodes play while the guest is being registered.
      return <Home key={session.drama.dramaId} drama={session.drama} hasUser={session.status === 'ready'} />;
  }
}

function Home({ drama, hasUser }: { drama: DramaInfo; hasUser: boolean }) {
  const navigate = useNavigate();
  // Without a user there is no token yet, and the balance call would be refused (401).
  const { data: balance } = useBalance({ enabled: hasUser });
  const setBalance = useSetBalance();
  const viewed = useViewedEpisodes(drama.dramaId, hasUser);

  const playableUrl = useCallback((address: string) => withCdnParams(address, drama), [drama]);
  const onEpisodeStart = useCallback((episode: Episode) => viewed(episode.episodeNumber), [viewed]);
  const onTopUp = useCallback(
    (episodeNumber: number) => {
      void trackEvent('InitiateCheckout', { contentId: drama.dramaId, episodeNumber });
      void navigate(`/recharge?episode=${episodeNumber}`);
    },
    [drama.dramaId, navigate],
  );
  const onUnlocked = useCallback((result: UnlockResult) => setBalance(result.balance), [setBalance]);

  return (
    <PlayerScreen
      drama={drama}
      balance={balance}
      playableUrl={playableUrl}
      onOpenMine={() => void navigate('/mine')}
      onTopUp={onTopUp}
      onEpisodeStart={onEpisodeStart}
      onUnlocked={onUnlocked}
    />
  );
}

/**
 * ViewContent for each episode started. An event needs the user, so episodes started while the guest is
 * being registered are reported once it exists, in order.
 */
function useViewedEpisodes(dramaId: string, hasUser: boolean): (episodeNumber: number) => void {
  const waiting = useRef<number[]>([]);
  const hasUserRef = useRef(hasUser);
  const report = useCallback(
    (episodeNumber: number) => void trackEvent('ViewContent', { contentId: dramaId, episodeNumber }),
    [dramaId],
  );
  useEffect(() => {
    hasUserRef.current = hasUser;
    if (!hasUser) return;
    waiting.current.splice(0).forEach(report);
  }, [hasUser, report]);
  return useCallback(
    (episodeNumber: number) => {
      if (hasUserRef.current) report(episodeNumber);
      else waiting.current.push(episodeNumber);
    },
    [report],
  );
}
