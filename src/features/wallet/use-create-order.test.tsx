import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderCreated } from './recharge-fixtures';
import { envelope, stubApi } from '@tests/support/app-test-utils';
import { useCreateRechargeOrder } from './use-create-order';

afterEach(() => {
  vi.unstubAllGlobals();
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

const request = { packageId: 'pkg_th_600', dramaId: '10086', episodeNumber: 6 };

describe('useCreateRechargeOrder', () => {
  it('sends one order for two calls in the same moment; the second resolves undefined', async () => {
    const api = stubApi({ 'POST /h5/recharge/order': () => envelope(orderCreated) });
    const { result } = renderHook(() => useCreateRechargeOrder(), { wrapper });
    const onStart = vi.fn();
    let results: unknown[] = [];
    await act(async () => {
      results = await Promise.all([result.current.create(request, onStart), result.current.create(request, onStart)]);
    });
    expect(results).toEqual([orderCreated, undefined]);
    expect(api.calls('POST', '/h5/recharge/order')).toHaveLength(1);
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('starts a new intent after a successful order', async () => {
    const api = stubApi({ 'POST /h5/recharge/order': () => envelope(orderCreated) });
    const { result } = renderHook(() => useCreateRechargeOrder(), { wrapper });
    await act(() => result.current.create(request));
    await act(() => result.current.create(request));
    const [first, second] = api.calls('POST', '/h5/recharge/order').map((r) => r.headers.get('Idempotency-Key'));
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
  });
});
