import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { CreateOrderRequest, OrderStatus } from '@/shared/api/types';
import { formatMoney } from '@/shared/i18n/currency';
import { useAppLocale, useI18n } from '@/shared/i18n/i18n-provider';
import { queueEvent } from '@/shared/tracking/outbox';
import { claimOrderStep, orderEventProperties } from '../order-ledger';
import { safePaymentUrl } from '../payment-link';
import { clearPendingOrder, useOrderOnScreen, type PendingOrder } from '../pending-order';
import { useCountdown } from '../use-countdown';
import { useOrderStatus } from '../use-order-status';
import { OrderIdRow } from './order-id-row';
import { PaymentOutcome } from './payment-outcome';
import { QrImage } from './qr-image';
import { SamePhoneActions } from './same-phone-actions';
import './qr-code-screen.css';

export interface QrCodeScreenProps {
  header: ReactNode;
  /**
   * The order is paid: the app puts the new balance and the unlocked episodes where screens read them, and
   * sends Purchase (once per order, whoever sees it paid first).
   */
  onPaid?: (status: OrderStatus, request: CreateOrderRequest | undefined) => void;
  /** Back to where the visitor came from, after the countdown or at once on request. */
  onReturn: () => void;
  /** Back to the top-up page (after a failure, or when there is no order to show). */
  onTopUp: () => void;
  /** A new order for the same choice (after expiry); it becomes the pending order when it resolves. */
  onNewOrder?: (request: CreateOrderRequest) => Promise<unknown>;
  /** Seconds shown before returning after a payment (docs/product-rules.md, "Constants": about 10). */
  returnSeconds?: number;
  /** Shown under a payment's success (the app's invitation to keep the coins). */
  afterPaid?: ReactNode;
}

/** /qrCode: the QR to scan, the amount, and the order's live status until it is settled. */
export function QrCodeScreen({
  header,
  onPaid,
  onReturn,
  onTopUp,
  onNewOrder,
  returnSeconds = 10,
  afterPaid,
}: QrCodeScreenProps) {
  const { LL } = useI18n();
  const locale = useAppLocale();
  const live = useOrderOnScreen();
  // An order this page saw end stays on it when the app's own check then forgets it (the visitor went on
  // from the success to bind an e-mail, and came back): the page still shows how it ended, and counts down.
  const [ended, setEnded] = useState<PendingOrder | undefined>(undefined);
  const pending = live ?? ended;
  const payOrderId = pending?.payOrderId;
  const snapshot = pending?.snapshot;
  const statusState = useOrderStatus(payOrderId, { attempt: snapshot?.rememberedAt });
  const status = statusState.kind === 'status' ? statusState.status : undefined;
  const state = statusState.kind === 'refused' ? 'FAILED' : (status?.status ?? 'PENDING');
  const settled = statusState.kind !== 'unknown' && state !== 'PENDING';
  if (settled && live && ended !== live) setEnded(live);
  const amount = status ?? snapshot?.order;
  const leaving = useRef(false);
  const [renewing, setRenewing] = useState(false);
  const titleId = useId();

  const finish = useCallback(() => {
    if (leaving.current) return;
    leaving.current = true;
    clearPendingOrder(payOrderId);
    onReturn();
  }, [onReturn, payOrderId]);
  const secondsLeft = useCountdown(returnSeconds, state === 'PAID', finish);

  // Nothing to pay (a stale address, a finished payment): the top-up page is the next step.
  useEffect(() => {
    if (!pending && !leaving.current) onTopUp();
  }, [pending, onTopUp]);

  // AddPaymentInfo when the QR shows, once per order (order-ledger.ts: reloads, tabs, relaunches).
  const request = snapshot?.request;
  useEffect(() => {
    if (!snapshot || state !== 'PENDING') return;
    const { order } = snapshot;
    void claimOrderStep(order.payOrderId, 'addPaymentInfo').then((first) => {
      if (first) void queueEvent(order.payOrderId, 'AddPaymentInfo', orderEventProperties(order, snapshot.request));
    });
  }, [snapshot, state]);

  useEffect(() => {
    if (status?.status === 'PAID') onPaid?.(status, request);
  }, [status, onPaid, request]);

  async function renew() {
    if (!snapshot || !onNewOrder || renewing) return;
    setRenewing(true);
    try {
      await onNewOrder(snapshot.request);
    } catch {
      // The client has shown why; the button stays for another try.
    } finally {
      setRenewing(false);
    }
  }

  if (!pending) return <div className="screen pay-screen">{header}</div>;
  const money = amount ? formatMoney(amount.amount, amount.currency, locale) : '';
  // The order as created has it; after a relaunch (no QR kept) the status may still carry it.
  const paymentUrl = safePaymentUrl(snapshot?.order.paymentUrl ?? status?.paymentUrl);

  return (
    <div className="screen pay-screen">
      {header}
      <div className="pay-body">
        {state === 'PENDING' ? (
          <>
            <section className="pay-card" aria-labelledby={titleId}>
              <h2 className="pay-card__title" id={titleId}>
                {LL.qr.title()}
              </h2>
              <p className="pay-card__label">{LL.qr.amountPayable()}</p>
              <p className="pay-card__amount" data-testid="pay-amount">
                {money}
              </p>
              <div className="pay-card__qr">
                {snapshot ? (
                  <QrImage content={snapshot.order.paymentContent} label={LL.qr.title()} />
                ) : (
                  <span className="pay-card__qr-missing" />
                )}
              </div>
              <OrderIdRow payOrderId={pending.payOrderId} />
            </section>
            <SamePhoneActions
              payOrderId={pending.payOrderId}
              paymentContent={snapshot?.order.paymentContent}
              paymentUrl={paymentUrl}
            />
            <p className="pay-status" role="status">
              <span className="pay-status__dot" aria-hidden="true" />
              {LL.qr.waitConfirm()}
            </p>
            <p className="pay-hint">{LL.qr.waitReturn()}</p>
          </>
        ) : (
          <>
            <PaymentOutcome
              state={state}
              money={money}
              status={status}
              secondsLeft={secondsLeft}
              totalSeconds={returnSeconds}
              onReturn={finish}
              onTopUp={onTopUp}
              onNewOrder={snapshot && onNewOrder ? () => void renew() : undefined}
              renewing={renewing}
            />
            {state === 'PAID' && afterPaid && <div className="pay-after">{afterPaid}</div>}
          </>
        )}
      </div>
    </div>
  );
}
