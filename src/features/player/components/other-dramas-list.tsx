import { useI18n } from '@/shared/i18n/i18n-provider';
import type { OtherDrama } from '@/shared/api/types';
import { useOtherDramas } from '../api';
import { CoverImage } from './cover-image';
import './sheets.css';

interface OtherDramasListProps {
  dramaId: string;
  promotionLinkId: string;
  /** Asks for the list (once: it is kept for a while); false until it is shown. */
  enabled: boolean;
  onOpenDrama: (drama: OtherDrama) => void;
  className?: string;
}

/**
 * Other series: covers and titles, a Hot tag where set; choosing one opens its link. Shown in the 'more'
 * dialog and on the end card; placeholders while loading, a retry when the call failed.
 */
export function OtherDramasList({ dramaId, promotionLinkId, enabled, onOpenDrama, className }: OtherDramasListProps) {
  const { LL } = useI18n();
  const query = useOtherDramas(dramaId, promotionLinkId, enabled);
  const listClass = `player-others${className ? ` ${className}` : ''}`;

  if (query.data?.length) {
    return (
      <ul className={listClass}>
        {query.data.map((drama) => (
          <li key={drama.dramaId}>
            <button type="button" className="player-other" onClick={() => onOpenDrama(drama)}>
              <span className="player-other__cover">
                <CoverImage src={drama.cover} />
                {drama.hot && <span className="player-other__hot">{LL.home.others.hot()}</span>}
              </span>
              <span className="player-other__title">{drama.title}</span>
              <span className="player-other__meta">{LL.home.episodes.total({ total: drama.totalEpisodes })}</span>
            </button>
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError) {
    return (
      <div className="player-sheet-message" role="alert">
        <p>{LL.common.error.title()}</p>
        <button type="button" className="player-button" onClick={() => void query.refetch()}>
          {LL.common.retry()}
        </button>
      </div>
    );
  }
  if (query.data) {
    return (
      <div className="player-sheet-message">
        <p>{LL.home.others.empty()}</p>
      </div>
    );
  }
  return enabled ? (
    <ul className={listClass} aria-busy="true" aria-label={LL.common.loading()}>
      {[0, 1, 2, 3].map((item) => (
        <li key={item} className="player-other player-other--placeholder" aria-hidden="true">
          <span className="player-other__cover" />
          <span className="player-other__line" />
          <span className="player-other__line player-other__line--meta" />
        </li>
      ))}
    </ul>
  ) : null;
}
