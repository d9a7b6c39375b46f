import { useMemo, useState, type ReactNode } from 'react';
import type { CreateOrderRequest, RechargeOrder } from '@/shared/api/types';
import { formatMoney } from '@/shared/i18n/currency';
import { useAppLocale, useI18n } from '@/shared/i18n/i18n-provider';
import { useRechargeOptions } from '../api';
import { defaultChoiceId, orderRequest, rechargeChoices, type RechargeChoice } from '../recharge-choices';
import { useCreateRechargeOrder } from '../use-create-order';
import { BalanceCard } from './balance-card';
import { PackageGrid } from './package-grid';
import { RechargeReminders } from './recharge-reminders';
import { OpenInBrowserButton } from '@/shared/browser-hand-over/open-in-browser-button';
import './recharge-screen.css';

interface RechargeScreenProps {
  header: ReactNode;
  dramaId: string;
  /** The locked episode the visitor came from (`?episode=N`); it brings the whole-series offer. */
  episode?: number | undefined;
  /** The order exists: the app keeps it and moves to /qrCode. */
  onOrderCreated: (order: RechargeOrder, request: CreateOrderRequest) => void;
  /** Above the packages: the app's word on orders still waiting to be paid. */
  notice?: ReactNode;
}

/** /recharge: the balance, the packages and one sticky pay button with the price on it. */
export function RechargeScreen({ header, dramaId, episode, onOrderCreated, notice }: RechargeScreenProps) {
  const { LL } = useI18n();
  const locale = useAppLocale();
  const options = useRechargeOptions(dramaId);
  const choices = useMemo(() => (options.data ? rechargeChoices(options.data, episode) : []), [options.data, episode]);
  const [picked, setPicked] = useState<string | undefined>();
  // A pick that is no longer offered (new options) falls back to the default.
  const selected: RechargeChoice | undefined =
    choices.find((choice) => choice.packageId === picked) ??
    choices.find((choice) => choice.packageId === defaultChoiceId(choices));
  const { create, isPending, unknown } = useCreateRechargeOrder();

  async function pay() {
    if (!selected) return;
    const request = orderRequest(selected, dramaId, episode);
    // A failure has been told (a toast, or the alert below); the button is ready for a retry.
    const order = await create(request);
    if (order) onOrderCreated(order, request);
  }

  return (
    <div className="screen wallet-recharge">
      {header}
      <div className="wallet-recharge__body">
        {notice}
        <BalanceCard kicker={LL.recharge.storedValueBalance()} />
        <h2 className="wallet-recharge__heading">{LL.recharge.chooseAmount()}</h2>
        {options.isPending ? (
          <div className="wallet-packages" aria-busy="true" aria-label={LL.common.loading()}>
            {[0, 1, 2, 3, 4, 5].map((n) => (
              <span key={n} className="wallet-package wallet-package--skeleton" />
            ))}
          </div>
        ) : options.isError ? (
          <div className="wallet-recharge__error" role="alert">
            <p>{LL.common.error.title()}</p>
            <button type="button" className="button" onClick={() => void options.refetch()}>
              {LL.common.retry()}
            </button>
          </div>
        ) : (
          <PackageGrid choices={choices} selectedId={selected?.packageId} onSelect={setPicked} disabled={isPending} />
        )}
        <RechargeReminders coins={selected?.coins} />
        {/* In an in-app browser, whose payment pages and bank redirects often fail: paying in the phone's own
            browser instead, the same user with its coins (rendered only there). */}
        <OpenInBrowserButton
          shown
          className="wallet-recharge__hand-over"
          label={LL.handOver.payInBrowser()}
          hint={LL.handOver.payInBrowserHint()}
        />
      </div>
      <div className="wallet-paybar">
        {unknown && !isPending && (
          <p className="wallet-paybar__alert" role="alert">
            {LL.recharge.unknownOutcome()}
          </p>
        )}
        <button
          type="button"
          className="button button--primary wallet-paybar__button"
          disabled={!selected || isPending}
          aria-busy={isPending || undefined}
          onClick={() => void pay()}
        >
          {isPending ? (
            <>
              <span className="spinner wallet-spinner" aria-hidden="true" />
              {LL.recharge.creatingOrder()}
            </>
          ) : (
            LL.recharge.pay({ amount: selected ? formatMoney(selected.price, selected.currency, locale) : '' })
          )}
        </button>
      </div>
    </div>
  );
}
