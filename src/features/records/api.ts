// The records' calls: the only place this feature spells its paths.
import { $api } from '@/shared/api/query';
import type { PaymentRecord, RechargeRecord } from '@/shared/api/types';
import { mergePages } from './merge-pages';

const PAGE_SIZE = 20;

type Page = { data: { page: number; hasMore: boolean } };

// Pages are numbered from 1; the server says whether another follows.
const paging = {
  pageParamName: 'page',
  initialPageParam: 1,
  getNextPageParam: (last: Page) => (last.data.hasMore ? last.data.page + 1 : undefined),
} as const;

/** Coin deductions, newest first, one page at a time. */
export function usePaymentRecords() {
  return $api.useInfiniteQuery(
    'get',
    '/h5/user/payment_records',
    { params: { query: { pageSize: PAGE_SIZE } } },
    {
      ...paging,
      select: (data) =>
        mergePages(
          data.pages.map((page) => page.data.records),
          (record: PaymentRecord) => record.recordId,
        ),
    },
  );
}

/** Top-up orders, newest first, one page at a time. */
export function useRechargeRecords() {
  return $api.useInfiniteQuery(
    'get',
    '/h5/user/recharge_records',
    { params: { query: { pageSize: PAGE_SIZE } } },
    {
      ...paging,
      select: (data) =>
        mergePages(
          data.pages.map((page) => page.data.records),
          (record: RechargeRecord) => record.payOrderId,
        ),
    },
  );
}
