import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentRecord, RechargeRecord } from '@/shared/api/types';
import { envelope, renderWithProviders, stubApi } from '@tests/support/harness';
import { PaymentRecordsScreen } from './payment-records-screen';
import { RechargeRecordsScreen } from './recharge-records-screen';

/** IntersectionObserver stand-in: the test says when the sentinel comes into view. */
const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
function scrollToEnd() {
  for (const observer of [...observers]) {
    observer.callback(
      observer.targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
  }
}

beforeEach(() => {
  observers.clear();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private entry: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.add(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        observers.delete(this.entry);
      }
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function payment(n: number, overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    recordId: `pr_${String(n).padStart(6, '0')}`,
    type: 'BUY_EPISODE',
    dramaId: '10086',
    dramaTitle: 'The President',
    episodeNumber: n,
    coins: 30,
    giveAwayCoins: 0,
    createdAt: `2026-11-${String((n % 28) + 1).padStart(2, '0')}T10:00:00Z`,
    ...overrides,
  };
}

/** Page 1: records 27..8 (hasMore); page 2: 8..1, repeating 8 as a server would after a new record. */
function stubPaymentPages() {
  const page1 = Array.from({ length: 20 }, (_, i) => payment(27 - i));
  page1[13] = payment(14, { type: 'UNLOCK_SERIES', episodeNumber: null, coins: 500, giveAwayCoins: 100 });
  const page2 = Array.from({ length: 8 }, (_, i) => payment(8 - i));
  return stubApi({
    'GET /h5/user/payment_records': ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      return page === 1
        ? envelope({ records: page1, page: 1, pageSize: 20, total: 27, hasMore: true })
        : envelope({ records: page2, page: 2, pageSize: 20, total: 27, hasMore: false });
    },
  });
}

describe('PaymentRecordsScreen', () => {
  it('loads the next page as the end comes into view, without duplicates, then says there is no more', async () => {
    const api = stubPaymentPages();
    renderWithProviders(<PaymentRecordsScreen header={<h1>Deduction records</h1>} />);
    const list = await screen.findByRole('list', { name: 'Deduction records' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(list).getByText('Unlock the whole series')).toBeInTheDocument();
    expect(within(list).getByText('Buy · Episode 27')).toBeInTheDocument();
    expect(within(list).getByText('−100')).toBeInTheDocument();

    act(() => scrollToEnd());
    expect(await screen.findByText('No more records')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(27);
    expect(within(list).getByText('Buy · Episode 1')).toBeInTheDocument();
    const pages = api.calls('GET /h5/user/payment_records').map((r) => r.url.searchParams.get('page'));
    expect(pages).toEqual(['1', '2']);
  });

  it('shows an empty state when there are no records', async () => {
    stubApi({
      'GET /h5/user/payment_records': () => envelope({ records: [], page: 1, pageSize: 20, total: 0, hasMore: false }),
    });
    renderWithProviders(<PaymentRecordsScreen header={null} />);
    expect(await screen.findByText('No records yet')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let broken = true;
    stubApi({
      'GET /h5/user/payment_records': () =>
        broken
          ? Promise.reject(new TypeError('Failed to fetch'))
          : envelope({ records: [payment(1)], page: 1, pageSize: 20, total: 1, hasMore: false }),
    });
    renderWithProviders(<PaymentRecordsScreen header={null} />);
    const alert = await screen.findByRole('alert');
    broken = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Buy · Episode 1')).toBeInTheDocument();
  });
});

describe('RechargeRecordsScreen', () => {
  const record = (n: number, status: RechargeRecord['status']): RechargeRecord => ({
    payOrderId: `PO2026110000000${n}`,
    amount: 59,
    currency: 'THB',
    coins: 600,
    bonusCoins: 60,
    status,
    createdAt: '2026-11-21T16:00:00Z',
    paidAt: null,
  });

  it('shows the amount in the currency, the coins, the bonus and the status, dated for the language', async () => {
    stubApi({
      'GET /h5/user/recharge_records': () =>
        envelope({
          records: [record(1, 'PAID'), record(2, 'FAILED')],
          page: 1,
          pageSize: 20,
          total: 2,
          hasMore: false,
        }),
    });
    renderWithProviders(<RechargeRecordsScreen header={null} />, { locale: 'th_TH' });
    const list = await screen.findByRole('list', { name: 'ประวัติการเติมเงิน' });
    const [paid, failed] = within(list).getAllByRole('listitem');
    expect(paid).toHaveTextContent('฿59.00');
    expect(paid).toHaveTextContent('600 เหรียญ');
    expect(paid).toHaveTextContent('+60 โบนัส');
    expect(paid).toHaveTextContent('ชำระแล้ว');
    expect(failed).toHaveTextContent('ไม่สำเร็จ');
    // Thai dates count years in the Buddhist era: 2026 is 2569.
    expect(paid).toHaveTextContent('2569');
    await waitFor(() => expect(screen.getByText('ไม่มีรายการเพิ่มเติม')).toBeInTheDocument());
  });

  it('shows an empty state when there are no top-ups', async () => {
    stubApi({
      'GET /h5/user/recharge_records': () => envelope({ records: [], page: 1, pageSize: 20, total: 0, hasMore: false }),
    });
    renderWithProviders(<RechargeRecordsScreen header={null} />);
    expect(await screen.findByText('No records yet')).toBeInTheDocument();
  });
});
