import { useId } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';

/**
 * The top-up reminder texts (docs/product-rules.md, "Fixed texts"), with the selected choice's coins in the second one.
 */
export function RechargeReminders({ coins }: { coins: number | undefined }) {
  const { LL } = useI18n();
  const { reminders } = LL.recharge;
  const titleId = useId();
  return (
    <section className="wallet-reminders" aria-labelledby={titleId}>
      <h2 className="wallet-reminders__title" id={titleId}>
        {LL.recharge.reminderTitle()}
      </h2>
      <ol className="wallet-reminders__list">
        <li>{reminders.nonRefundable()}</li>
        {coins !== undefined && <li>{reminders.equalsCoins({ coins })}</li>}
        <li>{reminders.usableRightAway()}</li>
        <li>{reminders.bonusNonRefundable()}</li>
      </ol>
    </section>
  );
}
