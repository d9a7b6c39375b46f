import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateOrderRequest, OrderStatus } from '@/shared/api/types';
import { storage } from '@/shared/storage/storage';
import { clearPendingOrder, rememberOrder } from '../pending-order';
import { orderCreated } from '@tests/support/fixtures';
import { envelope, renderWithProviders, stubApi } from '@tests/support/harness';
import { queueEvent } from '@/shared/tracking/outbox';
import { QrCodeScreen, type QrCodeScreenProps } from './qr-code-screen';

vi.mock('@/shared/tracking/outbox', () => ({ queueEvent: vi.fn(async () => undefined) }));

const order = orderCreated;
const request = { packageId: 'pkg_th_600', dramaId: '10086', episodeNumber: 6 };

function status(overrides: Partial<OrderStatus>): OrderStatus {
  const { payOrderId, amount, currency, coins, bonusCoins } = order;
  return {
    payOrderId,
    amount,
    currency,
    coins,
    bonusCoins,
    status: 'PENDING',
    balance: null,
    unlocked: [],
    paidAt: null,
    failureReason: null,
    ...overrides,
  };
}

function stubStatus(...answers: OrderStatus[]) {
  return stubApi({
    'GET /h5/recharge/order/PO20261122000123': () => envelope(answers.length > 1 ? answers.shift() : answers[0]),
  });
}

function renderQr(props: Partial<QrCodeScreenProps> = {}) {
  vi.mocked(queueEvent).mockClear();
  const handlers = {
    onReturn: vi.fn(),
    onTopUp: vi.fn(),
    onSettled: vi.fn(),
    onNewOrder: vi.fn(async () => undefined),
  };
  renderWithProviders(<QrCodeScreen header={<h1>Scan to pay</h1>} {...handlers} {...props} />);
  return { ...handlers, onTrack: vi.mocked(queueEvent) };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  rememberOrder(order, request);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('QrCodeScreen', () => {
  it('shows the QR, the amount payable and the waiting state, and reports AddPaymentInfo once', async () => {
    stubStatus(status({}));
    const { onTrack } = renderQr();
    expect(await screen.findByRole('img', { name: 'Scan code to pay' })).toBeInTheDocument();
    expect(screen.getByText('Amount payable')).toBeInTheDocument();
    expect(screen.getByTestId('pay-amount')).toHaveTextContent(/THB\s59\.00/);
    expect(screen.getByText('After paying, please wait for the system to confirm.')).toBeInTheDocument();
    expect(screen.getByText('PO20261122000123').parentElement).toHaveTextContent(/^Order ID: PO20261122000123$/);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(onTrack).toHaveBeenCalledTimes(1);
    expect(onTrack).toHaveBeenCalledWith('PO20261122000123', 'AddPaymentInfo', {
      value: 59,
      currency: 'THB',
      contentId: '10086',
      episodeNumber: 6,
    });
  });

  it('polls until paid, shows the success text and new balance, counts down and returns', async () => {
    const api = stubStatus(status({}), status({ status: 'PAID', balance: 1380, paidAt: '2026-11-22T10:21:42Z' }));
    const { onReturn, onSettled } = renderQr();
    await screen.findByRole('img', { name: 'Scan code to pay' });
    await act(() => vi.advanceTimersByTimeAsync(2000));

    expect(
      await screen.findByText('Payment completed! Please wait. You will be returned to the home page.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('pay-new-balance')).toHaveTextContent('1,380');
    expect(screen.getByTestId('pay-countdown')).toHaveTextContent('Returning in 10 seconds');
    // The app completes the purchase (balance, episodes, Purchase once per order): given the request it was for.
    await waitFor(() =>
      expect(onSettled).toHaveBeenCalledWith(expect.objectContaining({ status: 'PAID', balance: 1380 }), request),
    );

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByTestId('pay-countdown')).toHaveTextContent('Returning in 7 seconds');
    expect(onReturn).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(7000));
    expect(onReturn).toHaveBeenCalledTimes(1);
    expect(storage.get('PAY_ORDER_ID')).toBeUndefined();

    // Settled: no more status calls however long the page stays.
    const polls = api.calls('GET /h5/recharge/order/PO20261122000123').length;
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(api.calls('GET /h5/recharge/order/PO20261122000123')).toHaveLength(polls);
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('does not report AddPaymentInfo again when the page is reloaded', async () => {
    stubStatus(status({}));
    const first = renderQr();
    await screen.findByRole('img', { name: 'Scan code to pay' });
    await waitFor(() =>
      expect(first.onTrack).toHaveBeenCalledWith('PO20261122000123', 'AddPaymentInfo', expect.anything()),
    );

    cleanup();
    const second = renderQr();
    await screen.findByRole('img', { name: 'Scan code to pay' });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(second.onTrack).not.toHaveBeenCalled();
  });

  it('shows the payment error with a way back to top up, and hands the outcome to the app to be told once', async () => {
    const failed = status({ status: 'FAILED', failureReason: 'The payment was declined by the bank' });
    stubStatus(failed);
    const { onTopUp, onReturn, onSettled } = renderQr();
    expect(await screen.findByText('Payment error occurred! Please try again later.')).toBeInTheDocument();
    // Handed over by an effect after the text is painted: waited for, not raced (a loaded machine flushes it later).
    await waitFor(() => expect(onSettled).toHaveBeenCalledWith(failed, request));
    // Over: no longer followed by the app's own check, which would tell it again elsewhere.
    await waitFor(() => expect(storage.get('PAY_ORDER_ID')).toBeUndefined());
    fireEvent.click(screen.getByRole('button', { name: 'Top up' }));
    expect(onTopUp).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(onReturn).not.toHaveBeenCalled();
  });

  it('says an expired order has expired and makes a new one for the same choice in one tap', async () => {
    let answer = status({ status: 'EXPIRED', failureReason: 'The payment window has closed' });
    stubApi({ 'GET /h5/recharge/order/PO20261122000123': () => envelope(answer) });
    // The new order may even come back with the same id: it is still a new attempt, asked about afresh.
    const onNewOrder = vi.fn(async (again: CreateOrderRequest) => {
      answer = status({});
      rememberOrder(order, again);
    });
    renderQr({ onNewOrder });
    expect(await screen.findByText('This order has expired.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create a new order' }));
    await waitFor(() => expect(onNewOrder).toHaveBeenCalledWith(request));
    expect(await screen.findByRole('img', { name: 'Scan code to pay' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByText('This order has expired.')).not.toBeInTheDocument();
  });

  it('treats an order the server does not know as failed and stops asking', async () => {
    const api = stubApi({
      'GET /h5/recharge/order/PO20261122000123': () => envelope(null, 404, 3001, 'Order not found'),
    });
    renderQr();
    expect(await screen.findByText('Payment error occurred! Please try again later.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.calls('GET /h5/recharge/order/PO20261122000123')).toHaveLength(1);
  });

  it.each([
    ["a rate limiter's 429", () => envelope(null, 429, 429, 'Too many requests')],
    ['a 503', () => envelope(null, 503, 503, 'Service unavailable')],
    ["a gateway's HTML 502", () => new Response('<html><h1>502 Bad Gateway</h1></html>', { status: 502 })],
    ['a 401', () => envelope(null, 401, 401, 'Unauthorized')],
  ])('never says "Payment error" for %s on the check: it keeps waiting', async (_name, answer) => {
    const api = stubApi({ 'GET /h5/recharge/order/PO20261122000123': answer });
    const { onTopUp } = renderQr();
    expect(await screen.findByRole('img', { name: 'Scan code to pay' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /h5/recharge/order/PO20261122000123').length).toBeGreaterThan(0));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.queryByText('Payment error occurred! Please try again later.')).not.toBeInTheDocument();
    expect(screen.getByText('After paying, please wait for the system to confirm.')).toBeInTheDocument();
    expect(onTopUp).not.toHaveBeenCalled();
  });

  it('never says "Payment error" for an order the server will not show this visitor (403): it moves on', async () => {
    stubApi({ 'GET /h5/recharge/order/PO20261122000123': () => envelope(null, 403, 403, 'Forbidden') });
    const { onTopUp } = renderQr();
    await waitFor(() => expect(onTopUp).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Payment error occurred! Please try again later.')).not.toBeInTheDocument();
    expect(storage.get('PAY_ORDER_ID')).toBeUndefined();
  });

  it('sends the visitor to top up when there is no order to pay', async () => {
    clearPendingOrder();
    stubApi({});
    const { onTopUp } = renderQr();
    await waitFor(() => expect(onTopUp).toHaveBeenCalledTimes(1));
  });

  it("keeps showing a paid order when the app's own check forgets it while the page is hidden", async () => {
    stubStatus(status({ status: 'PAID', balance: 1380 }));
    const { onTopUp, onReturn } = renderQr();
    expect(await screen.findByText(/Payment completed!/)).toBeInTheDocument();
    // The visitor went on from the success (to bind an e-mail); the app's check completed and forgot the order.
    act(() => clearPendingOrder(order.payOrderId));
    expect(screen.getByText(/Payment completed!/)).toBeInTheDocument();
    expect(onTopUp).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(onReturn).toHaveBeenCalledTimes(1);
  });

  it('still shows how its order ended when another tab completed it first', async () => {
    stubStatus(status({ status: 'PAID', balance: 1380 }));
    storage.remove('PAY_ORDER_ID'); // The other tab's check found it paid and forgot it.
    const { onTopUp } = renderQr();
    expect(await screen.findByText(/Payment completed!/)).toBeInTheDocument();
    expect(onTopUp).not.toHaveBeenCalled();
  });
});
