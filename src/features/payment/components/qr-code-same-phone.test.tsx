import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '@/shared/api/types';
import { storage } from '@/shared/storage/storage';
import { orderCreated } from '@tests/support/fixtures';
import { envelope, renderWithProviders, stubApi } from '@tests/support/harness';
import { rememberOrder } from '../pending-order';
import { qrPngFile } from '../qr-png';
import { saveImage } from '../save-image';
import { QrCodeScreen } from './qr-code-screen';

// /qrCode for the visitor whose only phone shows the QR: the payment page, the QR as an image, the order number.

vi.mock('@/shared/tracking/outbox', () => ({ queueEvent: vi.fn(async () => undefined) }));
// jsdom has no canvas: the image is a stand-in; what it holds is the end-to-end test's to check.
vi.mock('../qr-png', () => ({
  qrPngFile: vi.fn(async (content: string, name: string) => new File([content], name, { type: 'image/png' })),
  // As where no canvas draws: the page shows the <svg>.
  qrPngDataUrl: () => null,
}));
vi.mock('../save-image', () => ({ saveImage: vi.fn(async () => 'downloaded') }));

const order = orderCreated;
const { payOrderId } = order;
const checkout = `https://pay.example/checkout/${payOrderId}?lang=auto`;

function status(overrides: Partial<OrderStatus> = {}): OrderStatus {
  const { amount, currency, coins, bonusCoins } = order;
  const base = { payOrderId, amount, currency, coins, bonusCoins, balance: null, unlocked: [], paidAt: null };
  return { ...base, status: 'PENDING', failureReason: null, ...overrides };
}

function renderQr(answer: OrderStatus = status(), afterPaid?: string) {
  stubApi({ [`GET /h5/recharge/order/${payOrderId}`]: () => envelope(answer) });
  const handlers = { onReturn: vi.fn(), onTopUp: vi.fn() };
  renderWithProviders(
    <QrCodeScreen header={null} {...handlers} afterPaid={afterPaid && <p>{afterPaid}</p>} returnSeconds={600} />,
  );
}

beforeEach(() => {
  vi.mocked(qrPngFile).mockClear();
  vi.mocked(saveImage).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('QrCodeScreen on the phone that shows the QR', () => {
  it("opens the order's payment page in a new tab when the order carries one", async () => {
    rememberOrder({ ...order, paymentUrl: checkout }, { packageId: 'pkg_th_600', dramaId: '10086' });
    renderQr();
    const link = await screen.findByRole('link', { name: 'Open payment page' });
    expect(link).toHaveAttribute('href', checkout);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows no payment page without one, nor for a link that is not http(s)', async () => {
    rememberOrder(order, { packageId: 'pkg_th_600', dramaId: '10086' });
    renderQr(status({ paymentUrl: 'javascript:alert(document.cookie)' }));
    expect(await screen.findByRole('button', { name: 'Save QR code' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open payment page' })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('takes the payment page from the status when the QR was made in another tab (nothing to save then)', async () => {
    storage.set('PAY_ORDER_ID', payOrderId);
    renderQr(status({ paymentUrl: checkout }));
    expect(await screen.findByRole('link', { name: 'Open payment page' })).toHaveAttribute('href', checkout);
    expect(screen.queryByRole('button', { name: 'Save QR code' })).not.toBeInTheDocument();
  });

  it('saves the QR code as a PNG named after the order', async () => {
    rememberOrder(order, { packageId: 'pkg_th_600', dramaId: '10086' });
    renderQr();
    fireEvent.click(await screen.findByRole('button', { name: 'Save QR code' }));
    await waitFor(() => expect(saveImage).toHaveBeenCalledTimes(1));
    // Made once, when the QR showed, so the tap still has its user activation when it shares.
    expect(qrPngFile).toHaveBeenCalledTimes(1);
    expect(qrPngFile).toHaveBeenCalledWith(order.paymentContent, `payment-${payOrderId}.png`);
    const file = vi.mocked(saveImage).mock.calls[0]?.[0];
    expect(file?.name).toBe(`payment-${payOrderId}.png`);
    expect(file?.type).toBe('image/png');
  });

  it('copies the order number and says it is copied', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    rememberOrder(order, { packageId: 'pkg_th_600', dramaId: '10086' });
    renderQr();
    expect((await screen.findByText(payOrderId)).parentElement).toHaveTextContent(`Order ID: ${payOrderId}`);
    const copy = screen.getByRole('button', { name: 'Copy' });
    expect(copy).toHaveAccessibleDescription(`Order ID: ${payOrderId}`);
    fireEvent.click(copy);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(payOrderId);
  });

  it("shows what the app adds under a paid order's success, and only then", async () => {
    rememberOrder(order, { packageId: 'pkg_th_600', dramaId: '10086' });
    renderQr(status(), 'Keep your coins');
    await screen.findByRole('button', { name: 'Save QR code' });
    expect(screen.queryByText('Keep your coins')).not.toBeInTheDocument();
  });

  it('adds it under the success', async () => {
    rememberOrder(order, { packageId: 'pkg_th_600', dramaId: '10086' });
    renderQr(status({ status: 'PAID', balance: 1380, paidAt: '2026-11-22T10:21:42Z' }), 'Keep your coins');
    expect(await screen.findByText(/Payment completed!/)).toBeInTheDocument();
    expect(screen.getByText('Keep your coins')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save QR code' })).not.toBeInTheDocument();
  });
});
