import { requestTexts } from '@/shared/i18n/namespaces';
import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
import type { DramaInfo, Episode, OtherDrama, UnlockResult } from '@/shared/api/types';
import { sessionUserId } from '@/shared/storage/drama-session';
import { storage } from '@/shared/storage/storage';
import { useDocumentTitle } from '@/shared/ui/document-title';
import { showMessage, showToast } from '@/shared/ui/toast/toast-store';
import type { UnlockIntent } from '../hooks/use-unlock-flow';
import { usePlaybackSpeed } from '../hooks/use-playback-speed';
import { useSheetsWanted } from '../hooks/use-sheets-wanted';
import { isLocked, lockedCount, mergeEpisodes, type PlayerEpisode } from '../logic/episodes';
import { openPromotionLink } from '../logic/open-link';
import { startPoint } from '../logic/linked-episode';
import { seriesEnd } from '../logic/series-end';
import { readPosition } from '../persisted';
import { dismissPrelude } from '../prelude/prelude';
import { addUnlockedEpisodes, unlockScope as scopeOf, useUnlockedEpisodes } from '../unlocked-episodes';
import { BottomNav } from './bottom-nav';
import type { Sheet } from './player-sheets';
import { VideoFeed, type FeedPosition } from './video-feed';
import './player.css';

export interface PlayerScreenProps {
  /** The drama as the session gives it (addresses already safe and CDN-rewritten). Key the screen by dramaId. */
  drama: DramaInfo;
  /** Coins, or undefined while loading. */
  balance: number | undefined;
  /** Makes an address from an unlock answer playable the way the session did the drama's (CDN parameters, safety). */
  playableUrl: (address: string) => string;
  /** Whose unlocks this visit's are (unlocked-episodes.ts: the user and the drama). */
  unlockScope: string;
  /**
   * Asks the server again for the drama (an unlock answered without the episode asked for), and the balance
   * too when an unlock's outcome is unknown (the answer, which carries it, was lost).
   */
  onRefresh?: (what: { balance: boolean }) => void;
  onOpenMine: () => void;
  /** 'Top up now' on the paywall of this locked episode (track InitiateCheckout, go to /recharge); the player stays on it. */
  onTopUp: (episodeNumber: number) => void;
  /** An episode began playing (track ViewContent). */
  onEpisodeStart?: (episode: Episode) => void;
  /** An unlock went through: the result carries the new balance. */
  onUnlocked?: (result: UnlockResult) => void;
  /** Opens another series' promotion link; a full page load by default. */
  onOpenDrama?: (drama: OtherDrama) => void;
}

// Not needed for the first frame: loaded once the first episode plays (or a dialog is opened before).
// More's own texts (share, data saver) are a namespace that comes with it (docs/start-path.md, "Texts in two layers").
const PlayerSheets = lazy(() =>
  Promise.all([import('./player-sheets'), requestTexts(['moreMenu'])]).then(([module]) => module),
);
// Loaded when the last episode comes on screen, so it is there when that episode ends.
const loadEndCard = () => import('./end-card');
const EndCard = lazy(loadEndCard);
/** The home screen: the episode feed, its bottom navigation and its four dialogs. */
export function PlayerScreen({
  drama,
  balance,
  playableUrl,
  unlockScope,
  onRefresh,
  onOpenMine,
  onTopUp,
  onEpisodeStart,
  onUnlocked,
  onOpenDrama = openPromotionLink,
}: PlayerScreenProps) {
  const { LL } = useI18n();
  const unlocked = useUnlockedEpisodes(unlockScope);
  const episodes = useMemo(
    () => mergeEpisodes(drama.dramaUrl, unlocked, playableUrl),
    [drama.dramaUrl, unlocked, playableUrl],
  );
  const [resume] = useState(() =>
    startPoint(episodes, window.location.search, readPosition(drama.dramaId), storage.get('currentVideoIdx')),
  );
  useEffect(() => {
    const { linked } = resume;
    const last = episodes.at(-1)?.episodeNumber ?? 0;
    if (linked !== 'none') void import('../logic/linked-episode-taken').then((m) => m.takeLinkedEpisode(linked, last));
    // Once, with the episodes the player started with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resume]);
  const [position, setPosition] = useState<FeedPosition>({ index: resume.index, from: null });
  const [wantedSheet, setSheet] = useState<Sheet>(() => (isLocked(episodes[resume.index]) ? 'unlock' : null));
  // A paywall whose episode got unlocked (here, on the QR page, or by a drama refresh) is gone.
  const sheet = wantedSheet === 'unlock' && !isLocked(episodes[position.index]) ? null : wantedSheet;
  const [speed, setSpeed] = usePlaybackSpeed();
  const [started, setStarted] = useState(false);
  const sheetsWanted = useSheetsWanted(sheet !== null, started);

  const moveTo = useCallback(
    (index: number, animated: boolean) => {
      setPosition((now) => ({ index, from: animated ? now.index : null }));
      // Reaching a locked episode, by swipe, autoplay or the list, pauses on its paywall; leaving one
      // closes it; any other dialog the visitor has open stays (autoplay moves on under it).
      const locked = isLocked(episodes[index]);
      setSheet((open) => (locked ? 'unlock' : open === 'unlock' ? null : open));
    },
    [episodes],
  );

  const askedFor = episodes[position.index]?.episodeNumber;
  useDocumentTitle(drama.title, askedFor === undefined ? undefined : LL.common.episode({ n: askedFor }));
  const refreshAll = useCallback(() => onRefresh?.({ balance: true }), [onRefresh]);
  // An unlock answered without what was asked keeps its key (the next tap sends it again) until the drama,
  // asked again, shows it open.
  const awaitingOpen = useRef<UnlockIntent | null>(null);
  useEffect(() => {
    const intent = awaitingOpen.current;
    if (!intent) return;
    const asked =
      intent.kind === 'episode'
        ? episodes.find((episode) => episode.episodeNumber === intent.episodeNumber)
        : undefined;
    const opened = intent.kind === 'series' ? lockedCount(episodes) === 0 : asked !== undefined && !isLocked(asked);
    if (!opened) return;
    awaitingOpen.current = null;
    // The paying helper stays off the start path (docs/start-path.md): this is rare, and nothing waits on it.
    void import('../hooks/use-unlock-flow').then(({ settleUnlockIntent }) => settleUnlockIntent(drama.dramaId, intent));
  }, [episodes, drama.dramaId]);
  const handleUnlocked = useCallback(
    (result: UnlockResult, intent: UnlockIntent) => {
      // Filed under the tab's user now, whose token the call carried: a tap made while the guest was being
      // registered can be answered before the render that knows the guest (unlockScope would still be nobody's).
      addUnlockedEpisodes(scopeOf(sessionUserId(), drama.dramaId), result.unlocked);
      onUnlocked?.(result);
      const asked = intent.kind === 'episode' ? intent.episodeNumber : askedFor;
      const opened = result.unlocked.some((episode) => episode.episodeNumber === asked && !episode.locked);
      if (!opened) {
        // A race on the server, or a stateless mock: never silent. The paywall stays, over a fresh drama.
        showMessage(`Episode ${asked} is still locked`, (L) => L.home.unlock.notIncluded({ n: asked ?? 0 }), 4000);
        awaitingOpen.current = intent;
        onRefresh?.({ balance: false });
        return;
      }
      setSheet(null);
      showToast(
        `${LL.home.unlock.success()} · ${LL.home.unlock.balance()} ${LL.common.coins({ count: result.balance })}`,
      );
    },
    [LL, onUnlocked, onRefresh, drama.dramaId, askedFor],
  );

  const onLast = position.index === episodes.length - 1;
  useEffect(() => {
    if (onLast) void loadEndCard();
  }, [onLast]);

  // The current slide has taken the prelude over if it plays the same episode (video-slot.tsx, whose
  // effects run first); one it did not take must not play on.
  useEffect(() => dismissPrelude(), []);

  const closeSheet = useCallback(() => setSheet(null), []);
  const onEpisodeStarted = useCallback(
    (episode: PlayerEpisode) => {
      // Mounting the four dialogs is a big render: as a transition React slices it, so the playing
      // episode's first seconds are never held up by one long task.
      startTransition(() => setStarted(true));
      onEpisodeStart?.(episode);
    },
    [onEpisodeStart],
  );

  return (
    <div className="player-screen">
      <VideoFeed
        dramaId={drama.dramaId}
        title={drama.title}
        cover={drama.cover}
        episodes={episodes}
        position={position}
        onMove={moveTo}
        speed={speed}
        resume={resume}
        interactive={sheet === null}
        onEpisodeStarted={onEpisodeStarted}
        onRequestUnlock={() => setSheet('unlock')}
        onOpenEpisodes={() => setSheet('episodes')}
        renderEnd={(actions) => (
          <Suspense fallback={null}>
            <EndCard
              dramaId={drama.dramaId}
              promotionLinkId={drama.promotionLinkId}
              title={drama.title}
              cover={drama.cover}
              end={seriesEnd(episodes, drama.totalEpisodes)}
              onOpenDrama={onOpenDrama}
              {...actions}
            />
          </Suspense>
        )}
      />
      <BottomNav
        speed={speed}
        onUser={onOpenMine}
        onSpeed={() => setSheet('speed')}
        onEpisodes={() => setSheet('episodes')}
        onMore={() => setSheet('more')}
      />
      {sheetsWanted && (
        <Suspense fallback={null}>
          <PlayerSheets
            sheet={sheet}
            onClose={closeSheet}
            dramaId={drama.dramaId}
            promotionLinkId={drama.promotionLinkId}
            title={drama.title}
            freeEpisodes={drama.freeEpisodes}
            episodePrice={drama.episodePrice}
            seriesPrice={drama.seriesPrice}
            episodes={episodes}
            currentIndex={position.index}
            balance={balance}
            speed={speed}
            onSpeed={setSpeed}
            onSelectEpisode={(index, locked) => {
              moveTo(index, false);
              setSheet(locked ? 'unlock' : null);
            }}
            onUnlocked={handleUnlocked}
            onUnknownOutcome={refreshAll}
            onTopUp={onTopUp}
            onOpenDrama={onOpenDrama}
          />
        </Suspense>
      )}
    </div>
  );
}
