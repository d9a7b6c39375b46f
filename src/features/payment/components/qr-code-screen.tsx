import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { CreateOrderRequest, OrderStatus } from '@/shared/api/types';
import { formatMoney } from '@/shared/i18n/currency';
import { useAppLocale, useI18n } from '@/shared/i18n/i18n-provider';
import { queueEvent } from '@/shared/tracking/outbox';
import { claimOrderStep, orderEventProperties } from '../order-ledger';
import { safePaymentUrl } from '../payment-link';
import { clearPendingOrder, pinOrderOnScreen, useOrderOnScreen, type PendingOrder } from '../pending-order';
import { forgetSessionOrder } from '../pending-orders';
import { useCountdown } from '../use-countdown';
import { useOrderStatus } from '../use-order-status';
import { OrderIdRow } from './order-id-row';
import { PaymentOutcome } from './payment-outcome';
import { QrImage } from './qr-image';
import { SamePhoneActions } from './same-phone-actions';
import './qr-code-screen.css';

/** The check's refusal for an order the server does not know. */
const ORDER_NOT_FOUND = 3001;

export interface QrCodeScreenProps {
  header: ReactNode;
  /**
   * The order is final (PAID, FAILED, EXPIRED) and this page shows how it ended: the app puts a payment's new
   * balance and unlocked episodes where screens read them, sends Purchase and marks the outcome told (each once
   * per order, whoever sees it first), so no toast elsewhere tells it again.
   */
  onSettled?: (status: OrderStatus, request: CreateOrderRequest | undefined) => void;
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
  onSettled,
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
  const refused = statusState.kind === 'refused' ? statusState.code : undefined;
  // "Payment error" only when the server said FAILED, or does not know the order (3001): a 429, a 5xx, a
  // gateway's page or a 401 are retried by the check and leave the page waiting.
  const state = refused === ORDER_NOT_FOUND ? 'FAILED' : (status?.status ?? 'PENDING');
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

  // The newest of the visitor's orders, shown for want of one this tab made: it stays, whatever is made elsewhere.
  useEffect(() => {
    if (live && !live.pinned) pinOrderOnScreen();
  }, [live]);

  // Over, as this page saw: no longer followed anywhere (the app's own check would tell it again). It stays on
  // this page, with its outcome, until the visitor leaves. An order the server will not show this visitor (403)
  // has nothing to show: the page moves on.
  useEffect(() => {
    if (!payOrderId) return;
    if (settled) forgetSessionOrder(payOrderId);
    else if (refused !== undefined) clearPendingOrder(payOrderId);
  }, [payOrderId, settled, refused]);

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
    if (status && status.status !== 'PENDING') onSettled?.(status, request);
  }, [status, onSettled, request]);

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
