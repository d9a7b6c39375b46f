import type { ReactNode } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
import { showToast } from '@/shared/ui/toast/toast-store';
import { useUserInfo } from '../api';
import { BalanceCard } from './balance-card';
import './mine-screen.css';

export type MineDestination = 'recharge' | 'paymentRecord' | 'rechargeRecord' | 'settings' | 'login';

interface MineScreenProps {
  /** The page header (back and title), supplied by the app. */
  header: ReactNode;
  onNavigate: (destination: MineDestination) => void;
  /** The session's user, shown until (or if) /h5/user/info answers. */
  fallbackUser?: { id: string; name: string } | undefined;
  /** A 401 removed the session's token: what needs it waits, and logging in is the way back. */
  signedOut?: boolean;
  /** Shown under the balance (the app's invitation to keep the coins). */
  notice?: ReactNode;
}

/** /mine: who the visitor is, the balance, and the way to everything about their money. */
export function MineScreen({ header, onNavigate, fallbackUser, signedOut = false, notice }: MineScreenProps) {
  const { LL } = useI18n();
  const info = useUserInfo();
  const name = info.data?.username ?? fallbackUser?.name ?? '';
  const id = info.data?.h5UserId ?? fallbackUser?.id;
  const email = info.data?.email ?? null;

  const rows: { key: string; label: string; icon: ReactNode; onClick: () => void }[] = [
    {
      key: 'payment',
      label: LL.mine.paymentRecords(),
      icon: <ReceiptIcon />,
      onClick: () => onNavigate('paymentRecord'),
    },
    {
      key: 'recharge',
      label: LL.mine.rechargeRecord(),
      icon: <HistoryIcon />,
      onClick: () => onNavigate('rechargeRecord'),
    },
    { key: 'settings', label: LL.mine.settings(), icon: <GearIcon />, onClick: () => onNavigate('settings') },
    { key: 'help', label: LL.mine.help(), icon: <HelpIcon />, onClick: () => showToast(LL.mine.stayTuned()) },
  ];

  return (
    <div className="screen wallet-mine">
      {header}
      <div className="wallet-mine__body">
        <section className="wallet-profile" aria-label={name || LL.mine.guest()}>
          <span className="wallet-profile__avatar" aria-hidden="true">
            {(name.trim()[0] ?? '?').toUpperCase()}
          </span>
          <div className="wallet-profile__text">
            <p className="wallet-profile__name">
              <span className="wallet-profile__name-text">{name}</span>
              {info.isSuccess && !email && <span className="wallet-profile__chip">{LL.mine.guest()}</span>}
            </p>
            {id && <p className="wallet-profile__meta">{LL.mine.userId({ id })}</p>}
            {email && (
              <p className="wallet-profile__meta">
                {LL.mine.email()}: <bdi>{email}</bdi>
              </p>
            )}
          </div>
          {((info.isSuccess && !email) || signedOut) && (
            <button type="button" className="wallet-profile__login" onClick={() => onNavigate('login')}>
              {LL.mine.login()}
            </button>
          )}
        </section>

        <BalanceCard
          action={
            <button
              type="button"
              className="button button--primary wallet-mine__topup"
              onClick={() => onNavigate('recharge')}
            >
              {LL.mine.topUp()}
            </button>
          }
        />

        {notice}

        <ul className="wallet-menu">
          {rows.map((row) => (
            <li key={row.key}>
              <button type="button" className="wallet-menu__row" onClick={row.onClick}>
                <span className="wallet-menu__icon">{row.icon}</span>
                <span className="wallet-menu__label">{row.label}</span>
                <Chevron />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const ReceiptIcon = () => <Icon d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3" />;
const HistoryIcon = () => <Icon d="M3 12a9 9 0 1 0 3-6.7M3 4v4h4M12 7v5l3 2" />;
const GearIcon = () => (
  <Icon d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
);
const HelpIcon = () => <Icon d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />;

function Chevron() {
  return (
    <svg
      className="wallet-menu__chevron"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M9 5l7 7-7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
