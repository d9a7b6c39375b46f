import { useI18n } from '@/shared/i18n/i18n-provider';
import type { OtherDrama } from '@/shared/api/types';
import { OpenInBrowserButton } from '@/shared/browser-hand-over/open-in-browser-button';
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

/**
 * 'More': in an in-app browser "Open in browser" first, then the other series (asked for on first
 * open), sharing this episode and the data-saver choice.
 */
export function OtherDramasSheet(props: OtherDramasSheetProps) {
  const { open, onClose, dramaId, promotionLinkId, onOpenDrama, title, episodeNumber } = props;
  const { LL } = useI18n();
  return (
    <BottomSheet open={open} onClose={onClose} title={LL.home.others.title()}>
      <OpenInBrowserButton
        shown={open}
        className="player-open-in-browser"
        label={LL.handOver.openInBrowser()}
        hint={LL.handOver.openInBrowserHint()}
      />
      <OtherDramasList dramaId={dramaId} promotionLinkId={promotionLinkId} enabled={open} onOpenDrama={onOpenDrama} />
      <div className="player-more-actions">
        {episodeNumber !== undefined && <ShareEpisodeButton title={title} episodeNumber={episodeNumber} />}
        <DataSaverChoiceGroup />
      </div>
    </BottomSheet>
  );
}
