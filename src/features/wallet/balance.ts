// The coin balance, which the home screen shows before its first frame; in a module of its own so the start
// path does not load the wallet's other calls. Built with `$api` like every query: that puts
// openapi-react-query on the start path instead of into each screen's own chunk, where the login screen's
// would break its budget (docs/start-path.md, "Off the start path").
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { $api } from '@/shared/api/query';
import type { Balance, Envelope } from '@/shared/api/types';

export function balanceOptions() {
  return $api.queryOptions('get', '/h5/user/balance');
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
  const { queryKey } = balanceOptions();
  queryClient.setQueryData(queryKey, envelope);
  // A fetch already under way would answer with the balance from before this answer: it must not overwrite it.
  if (queryClient.isFetching({ queryKey }) > 0)
    void queryClient.cancelQueries({ queryKey }).then(() => queryClient.setQueryData(queryKey, envelope));
}

/** setBalanceCache bound to the app's query client: `useSetBalance()(result.balance)`. */
export function useSetBalance(): (balance: number | null | undefined) => void {
  const queryClient = useQueryClient();
  return useCallback((balance) => setBalanceCache(queryClient, balance), [queryClient]);
}
