import { useEffect } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
import { useDocumentTitle } from '@/shared/ui/document-title';
import { dismissPrelude } from '../prelude/prelude';
import { AlertIcon, FilmIcon, GlobeIcon } from './icons';
import './player.css';

type PlayerStatusKind = 'loading' | 'unsupported' | 'notFound' | 'error';

// What each message says (its title and hint in common.*) and shows.
const MESSAGES = {
  unsupported: { texts: 'regionUnsupported', Mark: GlobeIcon },
  notFound: { texts: 'episodeNotFound', Mark: FilmIcon },
  error: { texts: 'error', Mark: AlertIcon },
} as const;

interface PlayerStatusProps {
  kind: PlayerStatusKind;
  /** The next step offered with the message; a reload of the landing address by default. */
  onRetry?: () => void;
}

/**
 * What home shows instead of the player: loading, 'This region is not supported yet', 'Episode not
 * found' (start-up rules), or 'Something went wrong'. Each says what the visitor can do next.
 */
export function PlayerStatus({ kind, onRetry = () => window.location.reload() }: PlayerStatusProps) {
  const { LL } = useI18n();
  // A prelude (the early script's first episode) waits over the loading state; any other state ends it.
  useEffect(() => {
    if (kind !== 'loading') dismissPrelude();
  }, [kind]);
  const message = kind === 'loading' ? null : MESSAGES[kind];
  const texts = message && LL.common[message.texts];
  useDocumentTitle(texts?.title());
  if (!message || !texts) {
    return (
      <div className="player-status" role="status" aria-busy="true">
        <span className="spinner player-spinner player-spinner--static" aria-hidden="true" />
        <span className="player-status__hint">{LL.common.loading()}</span>
      </div>
    );
  }
  const { Mark } = message;
  return (
    <div className="player-status">
      <span className="player-status__mark" aria-hidden="true">
        <Mark width={34} height={34} />
      </span>
      <h1 className="player-status__title">{texts.title()}</h1>
      <p className="player-status__hint">{texts.hint()}</p>
      <button type="button" className="player-button player-button--primary" onClick={onRetry}>
        {LL.common.retry()}
      </button>
    </div>
  );
}
