import { useI18n } from '@/shared/i18n/i18n-provider';
import type { OtherDrama } from '@/shared/api/types';
import { OpenInBrowserButton } from '@/shared/browser-hand-over/open-in-browser-button';
import { BottomSheet } from './bottom-sheet';
import { OtherDramasList } from './other-dramas-list';

interface OtherDramasSheetProps {
  open: boolean;
  onClose: () => void;
  dramaId: string;
  promotionLinkId: string;
  onOpenDrama: (drama: OtherDrama) => void;
}

/** Other series ('more'): the list, asked for on first open; in an in-app browser, "Open in browser" first. */
export function OtherDramasSheet({ open, onClose, dramaId, promotionLinkId, onOpenDrama }: OtherDramasSheetProps) {
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
    </BottomSheet>
  );
}
