import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderCreated } from '@tests/support/fixtures';
import { envelope, stubApi } from '@tests/support/harness';
import { useCreateRechargeOrder } from './use-create-order';

afterEach(() => {
  vi.unstubAllGlobals();
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

const request = { packageId: 'pkg_th_600', dramaId: '10086', episodeNumber: 6 };
const keysSent = (api: ReturnType<typeof stubApi>) =>
  api.calls('POST /h5/recharge/order').map((sent) => sent.headers.get('Idempotency-Key'));

describe('useCreateRechargeOrder', () => {
  it('sends one order for two calls in the same moment; the second resolves undefined', async () => {
    const api = stubApi({ 'POST /h5/recharge/order': () => envelope(orderCreated) });
    const { result } = renderHook(() => useCreateRechargeOrder(), { wrapper });
    let results: unknown[] = [];
    await act(async () => {
      results = await Promise.all([result.current.create(request), result.current.create(request)]);
    });
    expect(results).toEqual([orderCreated, undefined]);
    expect(api.calls('POST /h5/recharge/order')).toHaveLength(1);
  });

  it('starts a new intent after a successful order', async () => {
    const api = stubApi({ 'POST /h5/recharge/order': () => envelope(orderCreated) });
    const { result } = renderHook(() => useCreateRechargeOrder(), { wrapper });
    await act(() => result.current.create(request));
    await act(() => result.current.create(request));
    const [first, second] = keysSent(api);
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it.each([
    ['a 502 from a gateway', () => new Response('<html>Bad Gateway</html>', { status: 502 })],
    ['a 504 in the envelope', () => envelope(null, 504, 504, 'Gateway timeout')],
    ['a 200 that is not the envelope', () => new Response('<html>ok</html>', { status: 200 })],
  ])('keeps the key after %s and says the outcome is unknown', async (_label, answer) => {
    let failing = true;
    const api = stubApi({ 'POST /h5/recharge/order': () => (failing ? answer() : envelope(orderCreated)) });
    const { result } = renderHook(() => useCreateRechargeOrder(), { wrapper });
    await act(() => result.current.create(request));
    expect(result.current.unknown).toBe(true);
    failing = false;
    let order: unknown;
    await act(async () => {
      order = await result.current.create(request);
    });
    expect(order).toEqual(orderCreated);
    expect(result.current.unknown).toBe(false);
    const [first, second] = keysSent(api);
    expect(second).toBe(first);
  });
});
