import type { OrderStatus } from '@/shared/api/types';
import { formatNumber } from '@/shared/i18n/currency';
import { useAppLocale, useI18n } from '@/shared/i18n/i18n-provider';

interface PaymentOutcomeProps {
  state: 'PAID' | 'FAILED' | 'EXPIRED';
  /** The amount, formatted. */
  money: string;
  status: OrderStatus | undefined;
  secondsLeft: number;
  totalSeconds: number;
  onReturn: () => void;
  onTopUp: () => void;
  /** Present when a new order for the same choice can be made in one tap. */
  onNewOrder: (() => void) | undefined;
  renewing: boolean;
}

/** What happened to the payment, and the next step: the way back, a retry, or a new order. */
export function PaymentOutcome({
  state,
  money,
  status,
  secondsLeft,
  totalSeconds,
  onReturn,
  onTopUp,
  onNewOrder,
  renewing,
}: PaymentOutcomeProps) {
  const { LL } = useI18n();
  const locale = useAppLocale();

  if (state === 'PAID') {
    return (
      <section className="pay-result pay-result--paid">
        <ResultIcon kind="paid" />
        <p className="pay-result__title" role="status">
          {LL.qr.success()}
        </p>
        {status && (
          <>
            <p className="pay-result__credit">
              {money} · {LL.common.coins({ count: status.coins })}
              {status.bonusCoins > 0 && (
                <span className="pay-result__bonus"> {LL.recharge.bonus({ coins: status.bonusCoins })}</span>
              )}
            </p>
            {status.balance !== null && (
              <p className="pay-result__balance">
                {LL.mine.accountBalance()}:{' '}
                <strong data-testid="pay-new-balance">{formatNumber(status.balance, locale)}</strong>
              </p>
            )}
          </>
        )}
        <p className="pay-result__countdown" aria-live="polite" data-testid="pay-countdown">
          <CountdownRing left={secondsLeft} total={totalSeconds} />
          <span>{LL.qr.returning({ seconds: secondsLeft })}</span>
        </p>
        <button type="button" className="button button--primary pay-result__action" onClick={onReturn}>
          {LL.common.backHome()}
        </button>
      </section>
    );
  }

  if (state === 'EXPIRED') {
    return (
      <section className="pay-result pay-result--expired" role="alert">
        <ResultIcon kind="expired" />
        <p className="pay-result__title">{LL.qr.expired()}</p>
        {onNewOrder && (
          <button
            type="button"
            className="button button--primary pay-result__action"
            onClick={onNewOrder}
            disabled={renewing}
            aria-busy={renewing || undefined}
          >
            {LL.qr.newOrder()}
          </button>
        )}
        <button type="button" className="button pay-result__action" onClick={onTopUp}>
          {LL.routes.recharge()}
        </button>
      </section>
    );
  }

  return (
    <section className="pay-result pay-result--failed" role="alert">
      <ResultIcon kind="failed" />
      <p className="pay-result__title">{LL.qr.error()}</p>
      {status?.failureReason && <p className="pay-result__detail">{status.failureReason}</p>}
      <button type="button" className="button button--primary pay-result__action" onClick={onTopUp}>
        {LL.routes.recharge()}
      </button>
    </section>
  );
}

const RING_RADIUS = 20;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/** The seconds left inside a ring that empties as they run out (SVG attributes, no inline style). */
function CountdownRing({ left, total }: { left: number; total: number }) {
  const offset = RING_LENGTH * (1 - Math.min(1, left / Math.max(1, total)));
  return (
    <span className="pay-ring" aria-hidden="true">
      <svg viewBox="0 0 48 48" width="48" height="48" focusable="false">
        <circle cx="24" cy="24" r={RING_RADIUS} className="pay-ring__track" />
        <circle
          cx="24"
          cy="24"
          r={RING_RADIUS}
          className="pay-ring__bar"
          strokeDasharray={RING_LENGTH}
          strokeDashoffset={offset}
        />
      </svg>
      <span className="pay-ring__value">{left}</span>
    </span>
  );
}

function ResultIcon({ kind }: { kind: 'paid' | 'failed' | 'expired' }) {
  const d = {
    paid: 'M7 12.5l3.2 3.2L17 9',
    failed: 'M12 7v6M12 16.5h.01',
    expired: 'M12 4.5a7.5 7.5 0 1 0 0 15 7.5 7.5 0 0 0 0-15zM12 8v4.2l2.8 1.6',
  }[kind];
  return (
    <span className={`pay-result__icon pay-result__icon--${kind}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="40" height="40" focusable="false">
        <path d={d} fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
