import { formatMoney } from '@/shared/i18n/currency';
import { useAppLocale, useI18n } from '@/shared/i18n/i18n-provider';
import { useSessionOrders, type ListedOrder } from '../pending-orders';
import './waiting-orders.css';

interface WaitingOrdersProps {
  /** Back to this order's QR page. */
  onOpen: (entry: ListedOrder) => void;
}

/**
 * The visitor's orders still waiting to be paid, each with the way back to its QR: a visitor who went back to
 * choose another package sees that the first is still open (and may still be paid) before paying twice.
 */
export function WaitingOrders({ onOpen }: WaitingOrdersProps) {
  const { LL } = useI18n();
  const locale = useAppLocale();
  const orders = useSessionOrders();
  // Newest first. One past its time leaves the list at the app's next check (use-order-follower.ts).
  const waiting = [...orders].reverse();
  if (waiting.length === 0) return null;
  return (
    <ul className="waiting-orders">
      {waiting.map((entry) => (
        <li key={entry.order.payOrderId} className="waiting-order">
          <p className="waiting-order__text">
            <span className="waiting-order__dot" aria-hidden="true" />
            {LL.recharge.waitingPayment({ amount: formatMoney(entry.order.amount, entry.order.currency, locale) })}
          </p>
          <button type="button" className="button waiting-order__action" onClick={() => onOpen(entry)}>
            {LL.recharge.backToPayment()}
          </button>
        </li>
      ))}
    </ul>
  );
}
