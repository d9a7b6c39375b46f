import type { ReactNode } from 'react';
import type { PaymentRecord } from '@/shared/api/types';
import { formatDateTime, formatNumber } from '@/shared/i18n/currency';
import { useAppLocale, useI18n } from '@/shared/i18n/i18n-provider';
import { usePaymentRecords } from '../api';
import { RecordList } from './record-list';

/** /paymentRecord: every coin deduction, newest first. */
export function PaymentRecordsScreen({ header }: { header: ReactNode }) {
  const { LL } = useI18n();
  const query = usePaymentRecords();
  return (
    <div className="screen records-screen">
      {header}
      <RecordList
        pages={query}
        label={LL.records.deductionTitle()}
        keyOf={(record) => record.recordId}
        renderItem={(record) => <PaymentRecordRow record={record} />}
      />
    </div>
  );
}

function PaymentRecordRow({ record }: { record: PaymentRecord }) {
  const { LL } = useI18n();
  const locale = useAppLocale();
  const series = record.type === 'UNLOCK_SERIES';
  const what = series
    ? LL.records.unlockSeries()
    : `${LL.records.buy()} · ${record.episodeNumber !== null ? LL.common.episode({ n: record.episodeNumber }) : ''}`;
  return (
    <article className="records-row">
      <span className={`records-row__icon${series ? ' records-row__icon--series' : ''}`} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
          {series ? (
            <path
              d="M4 5h16v14H4zM10 9l5 3-5 3z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          ) : (
            <path
              d="M7 11V8a5 5 0 0 1 10 0M5 11h14v10H5zM12 15v2"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          )}
        </svg>
      </span>
      <div className="records-row__main">
        <h2 className="records-row__title">{what}</h2>
        <p className="records-row__sub">{record.dramaTitle}</p>
        <p className="records-row__time">
          <time dateTime={record.createdAt}>{formatDateTime(record.createdAt, locale)}</time>
        </p>
      </div>
      <dl className="records-row__amounts">
        <div>
          <dt className="records-sr">{LL.records.coins()}</dt>
          <dd className="records-row__coins">
            <bdi>−{formatNumber(record.coins, locale)}</bdi>{' '}
            <span className="records-row__unit">{LL.records.coins()}</span>
          </dd>
        </div>
        {record.giveAwayCoins > 0 && (
          <div>
            <dt className="records-sr">{LL.records.giveAway()}</dt>
            <dd className="records-row__giveaway">
              <bdi>−{formatNumber(record.giveAwayCoins, locale)}</bdi>{' '}
              <span className="records-row__unit">{LL.records.giveAway()}</span>
            </dd>
          </div>
        )}
      </dl>
    </article>
  );
}
