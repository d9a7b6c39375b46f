import { useEffect, useId, useRef } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
import type { OtherDrama } from '@/shared/api/types';
import type { SeriesEnd } from '../logic/series-end';
import { Icon } from './icons';
import { OtherDramasList } from './other-dramas-list';
import './end-card.css';

export interface EndCardProps {
  dramaId: string;
  promotionLinkId: string;
  title: string;
  cover: string;
  end: SeriesEnd;
  /** Plays the last episode again from its start. */
  onReplay: () => void;
  /** Leaves the last frame on screen, paused. */
  onClose: () => void;
  onOpenDrama: (drama: OtherDrama) => void;
}

/**
 * Over the last episode once it has ended: "The end" (or "More episodes coming" while the series is
 * still being released), replay and close, and the other series to watch next. Its own chunk, loaded
 * when the last episode comes on screen (player-screen.tsx).
 */
export default function EndCard({ end, onReplay, onClose, ...props }: EndCardProps) {
  const { LL } = useI18n();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Announced and reachable at once: the episode ended by itself, so nothing else has the visitor's attention.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  return (
    <section
      className="player-end"
      aria-labelledby={headingId}
      data-no-swipe
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      {props.cover && <img className="player-end__backdrop" src={props.cover} alt="" decoding="async" />}
      <button type="button" className="player-end__close" aria-label={LL.common.close()} onClick={onClose}>
        <Icon width={22} height={22} strokeWidth={2}>
          <path d="M6 6l12 12M18 6 6 18" />
        </Icon>
      </button>
      <div className="player-end__body">
        <p className="player-end__drama">{props.title}</p>
        <h2 id={headingId} ref={heading} className="player-end__title" tabIndex={-1}>
          {end.complete ? LL.home.end.theEnd() : LL.home.end.moreComing()}
        </h2>
        {!end.complete && (
          <p className="player-end__hint">{LL.home.end.released({ released: end.released, total: end.total })}</p>
        )}
        <button type="button" className="player-button player-end__replay" onClick={onReplay}>
          <Icon width={20} height={20} strokeWidth={2.2}>
            <path d="M4 12a8 8 0 1 0 2.4-5.7" />
            <path d="M4 4v4.5h4.5" />
          </Icon>
          {LL.home.end.replay()}
        </button>
        <h3 className="player-end__others-title">{LL.home.others.title()}</h3>
        <OtherDramasList
          dramaId={props.dramaId}
          promotionLinkId={props.promotionLinkId}
          enabled
          onOpenDrama={props.onOpenDrama}
          className="player-end__others"
        />
      </div>
    </section>
  );
}
