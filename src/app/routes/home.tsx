import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PlayerScreen } from '@/features/player/components/player-screen';
import { PlayerStatus } from '@/features/player/components/player-status';
import { dismissPrelude } from '@/features/player/prelude/prelude';
import { useSession } from '@/features/session/use-session';
import { withCdnParams } from '@/features/session/video-url';
import { unlockScope } from '@/features/player/unlocked-episodes';
import { sessionQueryKeys } from '@/features/session/use-session-bootstrap';
import { balanceOptions, useBalance, useSetBalance } from '@/features/wallet/balance';
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
    case 'signedOut':
      // A new drama (another promotion link) starts a fresh player. The same player goes on from
      // 'starting' to 'ready' (free episodes play while the guest is being registered), and to
      // 'signedOut' and back when a 401 removes the token and a login brings one.
      return (
        <Home
          key={session.drama.dramaId}
          sessionKey={session.key}
          drama={session.drama}
          userId={session.status === 'starting' ? undefined : session.user.id}
          hasUser={session.status === 'ready'}
        />
      );
  }
}

interface HomeProps {
  sessionKey: string;
  drama: DramaInfo;
  userId: string | undefined;
  hasUser: boolean;
}

function Home({ sessionKey, drama, userId, hasUser }: HomeProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Without a user there is no token yet, and the balance call would be refused (401).
  const { data: balance } = useBalance({ enabled: hasUser });
  const setBalance = useSetBalance();

  const playableUrl = useCallback((address: string) => withCdnParams(address, drama), [drama]);
  // ViewContent waits, like every event, until the session has a user (trackEvent).
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
  const onRefresh = useCallback(
    ({ balance }: { balance: boolean }) => {
      void queryClient.invalidateQueries({ queryKey: sessionQueryKeys.drama(sessionKey) });
      if (balance) void queryClient.invalidateQueries({ queryKey: balanceOptions().queryKey });
    },
    [queryClient, sessionKey],
  );

  return (
    <PlayerScreen
      drama={drama}
      balance={balance}
      playableUrl={playableUrl}
      unlockScope={unlockScope(userId, drama.dramaId)}
      onRefresh={onRefresh}
      onOpenMine={() => void navigate('/mine')}
      onTopUp={onTopUp}
      onEpisodeStart={onEpisodeStart}
      onUnlocked={onUnlocked}
    />
  );
}
