import { useId, type ReactNode } from 'react';
import { formatNumber } from '@/shared/i18n/currency';
import { useAppLocale, useI18n } from '@/shared/i18n/i18n-provider';
import { useBalance } from '../balance';
import { CoinIcon } from './coin-icon';
import './balance-card.css';

interface BalanceCardProps {
  /** A small heading above the label (the top-up screen's "stored value balance"). */
  kicker?: string;
  /** An action at the inline end (the "top up" button on /mine). */
  action?: ReactNode;
}

/**
 * The big balance figure. It asks the server every time its screen is shown (kept-alive screens
 * re-subscribe when shown again), so coins spent on the player or credited by a payment are never stale.
 */
export function BalanceCard({ kicker, action }: BalanceCardProps) {
  const { LL } = useI18n();
  const locale = useAppLocale();
  const balance = useBalance({ refetchOnMount: 'always' });
  const labelId = useId();
  return (
    <section className="wallet-balance" aria-labelledby={labelId}>
      <div className="wallet-balance__text">
        {kicker && <p className="wallet-balance__kicker">{kicker}</p>}
        <h2 className="wallet-balance__label" id={labelId}>
          {LL.mine.accountBalance()}
        </h2>
        <p className="wallet-balance__value" aria-live="polite" aria-busy={balance.isPending}>
          <CoinIcon size={28} />
          {balance.data !== undefined ? (
            <span className="wallet-balance__amount" data-testid="wallet-balance">
              {formatNumber(balance.data, locale)}
            </span>
          ) : balance.isError ? (
            <button type="button" className="wallet-balance__retry" onClick={() => void balance.refetch()}>
              {LL.common.retry()}
            </button>
          ) : (
            <span className="wallet-balance__placeholder" aria-label={LL.common.loading()} />
          )}
          <span className="wallet-balance__unit">{LL.records.coins()}</span>
        </p>
      </div>
      {action}
    </section>
  );
}
