import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
import { withSlots } from '@/shared/i18n/with-slots';
import { useAccountSignIn, useGuestSignIn, type GuestSession } from '../use-sign-in';
import { CredentialsForm } from './credentials-form';
import { RouteLink } from './route-link';
import './login-screen.css';

type Tab = 'login' | 'register';

interface LoginScreenProps {
  /** The page header (back and title), supplied by the app. */
  header: ReactNode;
  /** The session's key and drama; null when there is no drama (then there is no guest login). */
  guest: GuestSession | null;
  /** A 401 signed the session's guest out: the screen says what each way in does with its coins. */
  expired?: boolean;
  /** After the new user is stored: refresh the session, then go where the visitor was headed. */
  onSignedIn: () => void;
  /** After "register an account and log in" bound the e-mail (CompleteRegistration). */
  onBound?: () => void;
  onCancel: () => void;
}

/** /login: account login, register-and-log-in (which keeps the guest's coins), guest login, cancel. */
export function LoginScreen({ header, guest, expired = false, onSignedIn, onBound, onCancel }: LoginScreenProps) {
  const { LL } = useI18n();
  const [tab, setTab] = useState<Tab>('login');
  const ids = useId();
  const callbacks = { sessionKey: guest?.key ?? null, onSignedIn, onBound };
  const { signIn, registerAndSignIn } = useAccountSignIn(callbacks, guest);
  const guestSignIn = useGuestSignIn(guest, callbacks);

  const tabs: { key: Tab; label: string }[] = [
    { key: 'login', label: LL.login.accountLogin() },
    { key: 'register', label: LL.login.register() },
  ];
  // Two tabs: any arrow key moves to the other one (and the focus with it), whatever the direction.
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: Tab = tab === 'login' ? 'register' : 'login';
    setTab(next);
    document.getElementById(`${ids}-tab-${next}`)?.focus();
  };

  return (
    <div className="screen account-login">
      {header}
      <div className="account-login__body">
        <div className="account-login__brand" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="30" height="30" focusable="false">
            <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
          </svg>
        </div>

        {expired && (
          <p className="account-login__notice" role="status">
            {LL.login.sessionExpired()}
          </p>
        )}

        <div className="account-tabs" role="tablist" onKeyDown={onTabKey}>
          {tabs.map(({ key, label }) => (
            <button
              key={key}
              id={`${ids}-tab-${key}`}
              type="button"
              role="tab"
              className="account-tabs__tab"
              aria-selected={tab === key}
              aria-controls={`${ids}-panel`}
              tabIndex={tab === key ? 0 : -1}
              onClick={() => setTab(key)}
            >
              {label}
            </button>
          ))}
        </div>

        <div id={`${ids}-panel`} role="tabpanel" aria-labelledby={`${ids}-tab-${tab}`} className="account-login__panel">
          {tab === 'login' ? (
            <CredentialsForm
              key="login"
              submitLabel={LL.login.signIn()}
              passwordAutoComplete="current-password"
              onSubmit={signIn}
            />
          ) : (
            <CredentialsForm
              key="register"
              submitLabel={LL.login.registerAndLogin()}
              passwordAutoComplete="new-password"
              onSubmit={registerAndSignIn}
            />
          )}
        </div>

        <div className="account-login__more">
          {guest && (
            <button
              type="button"
              className="button account-login__guest"
              onClick={() => void guestSignIn.run()}
              disabled={guestSignIn.pending}
              aria-busy={guestSignIn.pending}
            >
              {guestSignIn.pending && <span className="spinner account-spinner" aria-hidden="true" />}
              {LL.login.guestLogin()}
            </button>
          )}
          <button type="button" className="account-login__cancel" onClick={onCancel}>
            {LL.login.cancel()}
          </button>
        </div>

        <p className="account-login__terms">
          {withSlots(LL.login.agreeTo, {
            agreement: <RouteLink to="/agreement">{LL.login.agreement()}</RouteLink>,
            policy: <RouteLink to="/policy">{LL.login.policy()}</RouteLink>,
          })}
        </p>
      </div>
    </div>
  );
}
