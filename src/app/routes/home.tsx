import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PlayerScreen } from '@/features/player/components/player-screen';
import { PlayerStatus } from '@/features/player/components/player-status';
import { useSession } from '@/features/session/use-session';
import { withCdnParams } from '@/features/session/video-url';
import { useBalance, useSetBalance } from '@/features/wallet/api';
import type { DramaInfo, Episode, UnlockResult } from '@/shared/api/types';
import { trackEvent } from '@/shared/tracking/track';

// Home: the player once the session is ready, else the start-up and empty states.
export default function HomeRoute() {
  const session = useSession();
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
    case 'ready':
      // A new drama (another promotion link) starts a fresh player.
      return <Home key={session.drama.dramaId} drama={session.drama} />;
  }
}

function Home({ drama }: { drama: DramaInfo }) {
  const navigate = useNavigate();
  const { data: balance } = useBalance();
  const setBalance = useSetBalance();

  const playableUrl = useCallback((address: string) => withCdnParams(address, drama), [drama]);
  const onEpisodeStart = useCallback(
    (episode: Episode) =>
      void trackEvent('ViewContent', { contentId: drama.dramaId, episodeNumber: episode.episodeNumber }),
    [drama.dramaId],
  );
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
