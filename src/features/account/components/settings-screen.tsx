import type { ReactNode } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
import { withSlots } from '@/shared/i18n/with-slots';
import { useBoundEmail } from '../account-storage';
import { CheckIcon, ChevronIcon, DocumentIcon, LockIcon, MailIcon } from './icons';
import { RouteLink } from './route-link';
import './settings-screen.css';

interface SettingsScreenProps {
  /** The page header (back and title), supplied by the app. */
  header: ReactNode;
}

/**
 * /settings: the way to bind an e-mail and password, or, once bound, the bound e-mail; and the
 * legal pages. It stays alive under /bindAccount and shows a new binding when the visitor returns.
 */
export function SettingsScreen({ header }: SettingsScreenProps) {
  const { LL } = useI18n();
  const email = useBoundEmail();

  return (
    <div className="screen account-settings">
      {header}
      <div className="account-settings__body">
        <ul className="account-list">
          <li>
            {email ? (
              <div className="account-row account-row--static">
                <span className="account-row__icon account-row__icon--done" aria-hidden="true">
                  <MailIcon />
                </span>
                <span className="account-row__text">
                  <span className="account-row__head">
                    <span className="account-row__label">{LL.settings.bindAccount()}</span>
                    <span className="account-badge">
                      <CheckIcon />
                      {LL.settings.bindDone()}
                    </span>
                  </span>
                  <span className="account-row__value account-row__value--wrap">
                    {withSlots(LL.settings.boundEmail, { email: <bdi>{email}</bdi> })}
                  </span>
                </span>
              </div>
            ) : (
              <RouteLink className="account-row" to="/bindAccount">
                <span className="account-row__icon" aria-hidden="true">
                  <LockIcon />
                </span>
                <span className="account-row__text">
                  <span className="account-row__label">{LL.settings.bindAccount()}</span>
                </span>
                <ChevronIcon />
              </RouteLink>
            )}
          </li>
        </ul>

        <ul className="account-list">
          {(['agreement', 'policy'] as const).map((page) => (
            <li key={page}>
              <RouteLink className="account-row" to={`/${page}`}>
                <span className="account-row__icon" aria-hidden="true">
                  <DocumentIcon />
                </span>
                <span className="account-row__text">
                  <span className="account-row__label">{LL.routes[page]()}</span>
                </span>
                <ChevronIcon />
              </RouteLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
