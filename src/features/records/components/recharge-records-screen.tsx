import type { ReactNode } from 'react';
import type { RechargeRecord } from '@/shared/api/types';
import { formatDateTime, formatMoney } from '@/shared/i18n/currency';
import { useAppLocale, useI18n } from '@/shared/i18n/i18n-provider';
import { useRechargeRecords } from '../api';
import { RecordList } from './record-list';

/** /rechargeRecord: every top-up order with its amount, coins, bonus and status. */
export function RechargeRecordsScreen({ header }: { header: ReactNode }) {
  const { LL } = useI18n();
  const query = useRechargeRecords();
  return (
    <div className="screen records-screen">
      {header}
      <RecordList
        pages={query}
        label={LL.records.rechargeTitle()}
        keyOf={(record) => record.payOrderId}
        renderItem={(record) => <RechargeRecordRow record={record} />}
      />
    </div>
  );
}

function RechargeRecordRow({ record }: { record: RechargeRecord }) {
  const { LL } = useI18n();
  const locale = useAppLocale();
  return (
    <article className="records-row">
      <span className="records-row__icon records-row__icon--coin" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path
            d="M12 4v10M8 10l4 4 4-4M5 19h14"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <div className="records-row__main">
        <h2 className="records-row__title">
          {LL.common.coins({ count: record.coins })}
          {record.bonusCoins > 0 && (
            <span className="records-row__bonus"> {LL.records.bonus({ coins: record.bonusCoins })}</span>
          )}
        </h2>
        <p className="records-row__sub records-row__order">{LL.records.orderId({ id: record.payOrderId })}</p>
        <p className="records-row__time">
          <time dateTime={record.createdAt}>{formatDateTime(record.createdAt, locale)}</time>
        </p>
      </div>
      <div className="records-row__amounts">
        <p className="records-row__money">{formatMoney(record.amount, record.currency, locale)}</p>
        <p className={`records-status records-status--${record.status.toLowerCase()}`}>
          {LL.records.status[record.status]()}
        </p>
      </div>
    </article>
  );
}
