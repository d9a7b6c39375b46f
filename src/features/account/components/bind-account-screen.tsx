import type { ReactNode } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
import { withSlots } from '@/shared/i18n/with-slots';
import { useBoundEmail } from '../account-storage';
import { useBindAccount } from '../use-bind-account';
import { CredentialsForm } from './credentials-form';
import { ShieldIcon } from './icons';
import './settings-screen.css';

interface BindAccountScreenProps {
  /** The page header (back and title), supplied by the app. */
  header: ReactNode;
  /** After the e-mail is bound and stored: CompleteRegistration. */
  onBound: () => void;
  /** Leaves the screen (back). */
  onDone: () => void;
}

/** /bindAccount: binds an e-mail and password to the current account, keeping its coins. */
export function BindAccountScreen({ header, onBound, onDone }: BindAccountScreenProps) {
  const { LL } = useI18n();
  const email = useBoundEmail();
  const bind = useBindAccount({ onBound, onDone });

  return (
    <div className="screen account-bind">
      {header}
      <div className="account-bind__body">
        <section className="account-bind__intro">
          <span className="account-bind__icon" aria-hidden="true">
            <ShieldIcon />
          </span>
          <div>
            <h2 className="account-bind__title">{LL.settings.bindAccount()}</h2>
            <p className="account-bind__hint">{LL.settings.bindHint()}</p>
            {email && (
              <p className="account-bind__current">
                {withSlots(LL.settings.boundEmail, { email: <bdi>{email}</bdi> })}
              </p>
            )}
          </div>
        </section>
        <CredentialsForm
          submitLabel={LL.settings.bindNow()}
          passwordAutoComplete="new-password"
          onSubmit={bind}
          defaultEmail={email ?? ''}
        />
      </div>
    </div>
  );
}
