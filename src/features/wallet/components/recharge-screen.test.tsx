import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { optionsTH } from '../recharge-fixtures';
import { orderCreated } from '@tests/support/fixtures';
import { envelope, renderWithProviders, stubApi, type Handler } from '@tests/support/harness';
import { RechargeScreen } from './recharge-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The pay button's name; Intl puts a no-break space between the currency code and the amount. */
const pay = (amount: number) => new RegExp(`^Pay THB\\s${amount}\\.00$`);

function stubRecharge(createOrder: Handler = () => envelope(orderCreated)) {
  return stubApi({
    'GET /h5/user/balance': () => envelope({ balance: 720 }),
    'GET /h5/recharge/options': () => envelope(optionsTH),
    'POST /h5/recharge/order': createOrder,
  });
}

function renderRecharge(
  props: Partial<Parameters<typeof RechargeScreen>[0]> = {},
  locale: 'en_US' | 'th_TH' = 'en_US',
) {
  const onOrderCreated = vi.fn();
  renderWithProviders(
    <RechargeScreen header={<h1>Top up</h1>} dramaId="10086" onOrderCreated={onOrderCreated} {...props} />,
    {
      locale,
    },
  );
  return { onOrderCreated };
}

describe('RechargeScreen', () => {
  it('shows the balance, the packages with bonus and price, and the highlighted one preselected on the pay button', async () => {
    stubRecharge();
    renderRecharge();
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('720');
    const tiles = await screen.findAllByRole('radio');
    expect(tiles).toHaveLength(4);
    const tile600 = tiles[1]!;
    expect(tile600).toHaveTextContent('600');
    expect(tile600).toHaveTextContent('+60 bonus');
    expect(tile600).toHaveTextContent('THB 59.00');
    expect(tiles[2]).toHaveTextContent('Hot');
    expect(tiles[2]).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: pay(149) })).toBeEnabled();
    expect(screen.getByText('The amount equals 1500 coins.')).toBeInTheDocument();
    expect(screen.getByText('Coins are digital goods and are non-refundable.')).toBeInTheDocument();
    expect(screen.getByText('Bonus points are non-refundable.')).toBeInTheDocument();
  });

  it('prices in the currency as the language writes it (Thai: baht sign)', async () => {
    stubRecharge();
    renderRecharge({}, 'th_TH');
    fireEvent.click(await screen.findByRole('radio', { name: /600.*฿59\.00/ }));
    expect(screen.getByRole('button', { name: 'ชำระ ฿59.00' })).toBeInTheDocument();
    expect(screen.getByText('จำนวนเงินนี้เท่ากับ 600 เหรียญ')).toBeInTheDocument();
  });

  it('offers the whole series only to a visitor who came from a locked episode', async () => {
    stubRecharge();
    renderRecharge();
    await screen.findAllByRole('radio');
    expect(screen.queryByRole('radio', { name: /Unlock the whole series/ })).not.toBeInTheDocument();
  });

  it('creates an order for the whole series with the episode the visitor came from', async () => {
    const api = stubRecharge();
    const { onOrderCreated } = renderRecharge({ episode: 6 });
    const series = await screen.findByRole('radio', { name: /Unlock the whole series/ });
    expect(series).toHaveTextContent('THB 199.00');
    fireEvent.click(series);
    fireEvent.click(screen.getByRole('button', { name: pay(199) }));
    await waitFor(() => expect(onOrderCreated).toHaveBeenCalledTimes(1));
    const [call] = api.calls('POST /h5/recharge/order');
    expect(call?.body).toEqual({ packageId: 'pkg_th_series_10086', dramaId: '10086', episodeNumber: 6 });
  });

  it('creates one order for a double tap on pay', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = stubRecharge(() => new Promise((resolve) => (answer = resolve)));
    const { onOrderCreated } = renderRecharge();
    const button = await screen.findByRole('button', { name: pay(149) });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: /Creating your order/ })).toBeDisabled();
    await act(async () => answer(envelope(orderCreated)));
    await waitFor(() => expect(onOrderCreated).toHaveBeenCalledTimes(1));
    expect(api.calls('POST /h5/recharge/order')).toHaveLength(1);
    expect(onOrderCreated).toHaveBeenCalledWith(orderCreated, { packageId: 'pkg_th_1500', dramaId: '10086' });
  });

  it('retries an order whose outcome is unknown with the same Idempotency-Key, and a new choice gets a new one', async () => {
    let fail = true;
    const api = stubRecharge(() => (fail ? Promise.reject(new TypeError('Failed to fetch')) : envelope(orderCreated)));
    const { onOrderCreated } = renderRecharge();
    fireEvent.click(await screen.findByRole('button', { name: pay(149) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't confirm your order. Tap Pay again: you won't be charged twice.",
    );
    const retry = await screen.findByRole('button', { name: pay(149) });
    await waitFor(() => expect(retry).toBeEnabled());
    fireEvent.click(retry);
    await waitFor(() => expect(api.calls('POST /h5/recharge/order')).toHaveLength(2));
    fireEvent.click(await screen.findByRole('radio', { name: /59\.00/ }));
    fail = false;
    fireEvent.click(await screen.findByRole('button', { name: pay(59) }));
    await waitFor(() => expect(onOrderCreated).toHaveBeenCalledTimes(1));

    const keys = api.calls('POST /h5/recharge/order').map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("tells a refusal in the server's words and sends a new key next time", async () => {
    let refuse = true;
    const api = stubRecharge(() =>
      refuse ? envelope(null, 400, 1001, 'This package is no longer available') : envelope(orderCreated),
    );
    const { onOrderCreated } = renderRecharge();
    fireEvent.click(await screen.findByRole('button', { name: pay(149) }));
    expect(await screen.findByText('This package is no longer available')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    refuse = false;
    const retry = await screen.findByRole('button', { name: pay(149) });
    await waitFor(() => expect(retry).toBeEnabled());
    fireEvent.click(retry);
    await waitFor(() => expect(onOrderCreated).toHaveBeenCalledTimes(1));
    const [first, second] = api.calls('POST /h5/recharge/order').map((r) => r.headers.get('Idempotency-Key'));
    expect(second).not.toBe(first);
  });

  it('offers a retry when the packages cannot be loaded', async () => {
    let broken = true;
    stubApi({
      'GET /h5/user/balance': () => envelope({ balance: 720 }),
      'GET /h5/recharge/options': () => (broken ? envelope(null, 404, 2001, 'Drama not found') : envelope(optionsTH)),
    });
    renderRecharge();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Something went wrong')).toBeInTheDocument();
    broken = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('radio')).toHaveLength(4);
  });
});
