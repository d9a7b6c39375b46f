import { useId } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
import { dismissBindInvite, useBindInvite } from '../bind-invite';
import { ShieldIcon } from './icons';
import { RouteLink } from './route-link';
import './bind-invite-card.css';

/**
 * The invitation to bind an e-mail after a guest's first purchase (bind-invite.ts): why, the existing
 * binding screen, and "Not now". Renders nothing when there is no invitation to show.
 */
export function BindInviteCard() {
  const { LL } = useI18n();
  const userId = useBindInvite();
  const titleId = useId();
  if (!userId) return null;
  return (
    <section className="bind-invite" aria-labelledby={titleId}>
      <div className="bind-invite__head">
        <span className="bind-invite__icon" aria-hidden="true">
          <ShieldIcon />
        </span>
        <div>
          <h2 className="bind-invite__title" id={titleId}>
            {LL.bindInvite.title()}
          </h2>
          <p className="bind-invite__body">{LL.bindInvite.body()}</p>
        </div>
      </div>
      <div className="bind-invite__actions">
        <RouteLink className="button button--primary bind-invite__action" to="/bindAccount">
          {LL.bindInvite.bind()}
        </RouteLink>
        <button type="button" className="button bind-invite__action" onClick={() => dismissBindInvite(userId)}>
          {LL.bindInvite.later()}
        </button>
      </div>
    </section>
  );
}
