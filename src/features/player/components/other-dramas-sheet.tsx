import { useI18n } from '@/shared/i18n/i18n-provider';
import type { OtherDrama } from '@/shared/api/types';
import { useOtherDramas } from '../api';
import { BottomSheet } from './bottom-sheet';
import './sheets.css';

interface OtherDramasSheetProps {
  open: boolean;
  onClose: () => void;
  dramaId: string;
  promotionLinkId: string;
  onOpenDrama: (drama: OtherDrama) => void;
}

/** Other series ('more'): covers and titles, a Hot tag where set; choosing one opens its link. Loads on first open. */
export function OtherDramasSheet({ open, onClose, dramaId, promotionLinkId, onOpenDrama }: OtherDramasSheetProps) {
  const { LL } = useI18n();
  const query = useOtherDramas(dramaId, promotionLinkId, open);

  return (
    <BottomSheet open={open} onClose={onClose} title={LL.home.others.title()}>
      {query.isPending && open && (
        <ul className="player-others" aria-busy="true" aria-label={LL.common.loading()}>
          {[0, 1, 2, 3].map((item) => (
            <li key={item} className="player-other player-other--placeholder" aria-hidden="true">
              <span className="player-other__cover" />
              <span className="player-other__line" />
            </li>
          ))}
        </ul>
      )}
      {query.isError && (
        <div className="player-sheet-message" role="alert">
          <p>{LL.common.error.title()}</p>
          <button type="button" className="player-button" onClick={() => void query.refetch()}>
            {LL.common.retry()}
          </button>
        </div>
      )}
      {query.data?.length === 0 && (
        <div className="player-sheet-message">
          <p>{LL.home.others.empty()}</p>
        </div>
      )}
      {query.data && query.data.length > 0 && (
        <ul className="player-others">
          {query.data.map((drama) => (
            <li key={drama.dramaId}>
              <button type="button" className="player-other" onClick={() => onOpenDrama(drama)}>
                <span className="player-other__cover">
                  <img src={drama.cover} alt="" loading="lazy" decoding="async" />
                  {drama.hot && <span className="player-other__hot">{LL.home.others.hot()}</span>}
                </span>
                <span className="player-other__title">{drama.title}</span>
                <span className="player-other__meta">{LL.home.episodes.total({ total: drama.totalEpisodes })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </BottomSheet>
  );
}
