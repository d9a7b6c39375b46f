// The coin balance, which the home screen shows before its first frame. It calls the client itself
// rather than through `$api` (api.ts): openapi-react-query's bindings bring every React Query hook
// with them (infinite queries, mutations, suspense), about 1 KiB gzip the player does not need.
// The key is the one `$api.queryOptions('get', '/h5/user/balance')` would make.
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { client } from '@/shared/api/client';
import type { Balance, Envelope } from '@/shared/api/types';

const BALANCE_PATH = '/h5/user/balance';

export function balanceOptions() {
  return queryOptions({
    queryKey: ['get', BALANCE_PATH] as const,
    queryFn: async ({ signal }): Promise<Envelope<Balance>> => {
      const { data } = await client.GET(BALANCE_PATH, { signal });
      if (!data) throw new Error(`${BALANCE_PATH} returned no body`);
      return data;
    },
  });
}

type BalanceQueryOptions = { refetchOnMount?: boolean | 'always'; enabled?: boolean };

/**
 * The visitor's coin balance (a number once loaded). Screens that must show a fresh balance
 * every time they are shown pass `refetchOnMount: 'always'`: a kept-alive screen re-subscribes
 * when <Activity> shows it again, which counts as a mount.
 */
export function useBalance(options: BalanceQueryOptions = {}) {
  return useQuery({ ...balanceOptions(), ...options, select: (envelope) => envelope.data.balance });
}

/**
 * Puts a balance the server just returned (an unlock result, a paid order) into the cache, so every
 * screen shows it without another call. `null` (an order not paid yet) changes nothing.
 */
export function setBalanceCache(queryClient: QueryClient, balance: number | null | undefined): void {
  if (typeof balance !== 'number') return;
  const envelope: Envelope<Balance> = { code: 0, data: { balance } };
  queryClient.setQueryData(balanceOptions().queryKey, envelope);
}

/** setBalanceCache bound to the app's query client: `useSetBalance()(result.balance)`. */
export function useSetBalance(): (balance: number | null | undefined) => void {
  const queryClient = useQueryClient();
  return useCallback((balance) => setBalanceCache(queryClient, balance), [queryClient]);
}
