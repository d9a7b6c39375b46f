import { useCallback, type ReactNode } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
import { useEndReached } from '../use-end-reached';
import './record-list.css';

/** The parts of a React Query infinite query the list needs. */
interface RecordPages<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
}

interface RecordListProps<T> {
  pages: RecordPages<T>;
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  label: string;
}

/**
 * A paged list that loads the next page as its end comes into view, with the loading, empty and
 * error states every list needs. A failed next page keeps what is shown and offers a retry at the end.
 */
export function RecordList<T>({ pages, keyOf, renderItem, label }: RecordListProps<T>) {
  const { LL } = useI18n();
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  const sentinel = useEndReached(loadMore, { enabled: hasNextPage && !isFetchNextPageError, version: data?.length });

  if (pages.isPending) {
    return (
      <div className="records-state" role="status" aria-busy="true">
        <span className="spinner records-spinner" aria-hidden="true" />
        {LL.common.loading()}
      </div>
    );
  }
  if (pages.isError && !data) {
    return (
      <div className="records-state" role="alert">
        <p className="records-state__title">{LL.common.error.title()}</p>
        <p className="records-state__hint">{LL.common.error.hint()}</p>
        <button type="button" className="button" onClick={() => void pages.refetch()}>
          {LL.common.retry()}
        </button>
      </div>
    );
  }
  if (!data || data.length === 0) {
    return (
      <div className="records-state records-state--empty">
        <EmptyIcon />
        <p className="records-state__title">{LL.records.empty()}</p>
      </div>
    );
  }

  return (
    <>
      <ul className="records-list" aria-label={label}>
        {data.map((item) => (
          <li key={keyOf(item)} className="records-list__item">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <div className="records-footer" ref={sentinel}>
        {isFetchingNextPage ? (
          <span className="records-footer__loading" role="status">
            <span className="spinner records-spinner" aria-hidden="true" />
            {LL.common.loading()}
          </span>
        ) : isFetchNextPageError ? (
          <button type="button" className="button" onClick={() => void fetchNextPage()}>
            {LL.common.retry()}
          </button>
        ) : hasNextPage ? (
          <button type="button" className="records-footer__more" onClick={loadMore}>
            {LL.records.loadMore()}
          </button>
        ) : (
          <span className="records-footer__end">{LL.records.end()}</span>
        )}
      </div>
    </>
  );
}

function EmptyIcon() {
  return (
    <svg
      className="records-state__icon"
      viewBox="0 0 64 64"
      width="72"
      height="72"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="14" y="8" width="36" height="48" rx="6" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M22 22h20M22 31h20M22 40h12" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
