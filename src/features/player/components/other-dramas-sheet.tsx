import { useI18n } from '@/shared/i18n/i18n-provider';
import type { OtherDrama } from '@/shared/api/types';
import { BottomSheet } from './bottom-sheet';
import { DataSaverChoiceGroup } from './data-saver-choice';
import { OtherDramasList } from './other-dramas-list';
import { ShareEpisodeButton } from './share-episode-button';

interface OtherDramasSheetProps {
  open: boolean;
  onClose: () => void;
  dramaId: string;
  promotionLinkId: string;
  onOpenDrama: (drama: OtherDrama) => void;
  /** The drama's title and the episode on screen, for "Share this episode". */
  title: string;
  episodeNumber: number | undefined;
}

/** 'More': the other series (asked for on first open), then sharing this episode and the data-saver choice. */
export function OtherDramasSheet(props: OtherDramasSheetProps) {
  const { open, onClose, dramaId, promotionLinkId, onOpenDrama, title, episodeNumber } = props;
  const { LL } = useI18n();
  return (
    <BottomSheet open={open} onClose={onClose} title={LL.home.others.title()}>
      <OtherDramasList dramaId={dramaId} promotionLinkId={promotionLinkId} enabled={open} onOpenDrama={onOpenDrama} />
      <div className="player-more-actions">
        {episodeNumber !== undefined && <ShareEpisodeButton title={title} episodeNumber={episodeNumber} />}
        <DataSaverChoiceGroup />
      </div>
    </BottomSheet>
  );
}
