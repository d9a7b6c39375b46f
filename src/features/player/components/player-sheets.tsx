import type { OtherDrama, UnlockResult } from '@/shared/api/types';
import type { UnlockIntent } from '../hooks/use-unlock-flow';
import { isLocked, lockedCount, type PlayerEpisode } from '../logic/episodes';
import type { Speed } from '../logic/speeds';
import { EpisodeListSheet } from './episode-list-sheet';
import { OtherDramasSheet } from './other-dramas-sheet';
import { SpeedSheet } from './speed-sheet';
import { UnlockSheet } from './unlock-sheet';

export type Sheet = 'episodes' | 'speed' | 'more' | 'unlock' | null;

export interface PlayerSheetsProps {
  sheet: Sheet;
  onClose: () => void;
  dramaId: string;
  promotionLinkId: string;
  title: string;
  freeEpisodes: number;
  episodePrice: number;
  seriesPrice: number;
  episodes: readonly PlayerEpisode[];
  currentIndex: number;
  balance: number | undefined;
  speed: Speed;
  onSpeed: (speed: Speed) => void;
  /** An episode picked in the list: the feed moves there, and its paywall opens if it is locked. */
  onSelectEpisode: (index: number, locked: boolean) => void;
  onUnlocked: (result: UnlockResult, intent: UnlockIntent) => void;
  onUnknownOutcome?: (() => void) | undefined;
  onTopUp: (episodeNumber: number) => void;
  onOpenDrama: (drama: OtherDrama) => void;
}

/**
 * The player's four dialogs, in a chunk of their own (player-screen.tsx loads it lazily): none is
 * needed for the first frame (docs/start-path.md, "Renders in slices").
 */
export default function PlayerSheets(props: PlayerSheetsProps) {
  const { sheet, onClose, episodes, currentIndex } = props;
  const current = episodes[currentIndex];
  return (
    <>
      <EpisodeListSheet
        open={sheet === 'episodes'}
        onClose={onClose}
        title={props.title}
        episodes={episodes}
        freeEpisodes={props.freeEpisodes}
        currentIndex={currentIndex}
        onSelect={(index) => props.onSelectEpisode(index, isLocked(episodes[index]))}
      />
      <SpeedSheet open={sheet === 'speed'} onClose={onClose} speed={props.speed} onChange={props.onSpeed} />
      <OtherDramasSheet
        open={sheet === 'more'}
        onClose={onClose}
        dramaId={props.dramaId}
        promotionLinkId={props.promotionLinkId}
        onOpenDrama={props.onOpenDrama}
        title={props.title}
        episodeNumber={current?.episodeNumber}
      />
      {current && (
        <UnlockSheet
          open={sheet === 'unlock' && current.locked}
          onClose={onClose}
          dramaId={props.dramaId}
          episodeNumber={current.episodeNumber}
          episodePrice={props.episodePrice}
          seriesPrice={props.seriesPrice}
          lockedEpisodes={lockedCount(episodes)}
          balance={props.balance}
          onUnlocked={props.onUnlocked}
          onUnknownOutcome={props.onUnknownOutcome}
          onTopUp={() => props.onTopUp(current.episodeNumber)}
        />
      )}
    </>
  );
}
