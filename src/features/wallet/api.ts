// The wallet's calls: the only place this feature spells its paths.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { $api } from '@/shared/api/client';
import type { Balance, CreateOrderRequest, Envelope } from '@/shared/api/types';

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
  queryClient.setQueryData(balanceOptions().queryKey, envelope);
}

/** setBalanceCache bound to the app's query client: `useSetBalance()(result.balance)`. */
export function useSetBalance(): (balance: number | null | undefined) => void {
  const queryClient = useQueryClient();
  return useCallback((balance) => setBalanceCache(queryClient, balance), [queryClient]);
}

export function userInfoOptions() {
  return $api.queryOptions('get', '/h5/user/info');
}

/**
 * The user's id, name and bound e-mail (null for a guest who has not bound one). Asked again each
 * time its screen is shown, so an e-mail bound in settings appears on /mine on the way back.
 */
export function useUserInfo() {
  return useQuery({ ...userInfoOptions(), refetchOnMount: 'always', select: (envelope) => envelope.data });
}

/** The packages for the drama's country and the whole-series offer. */
export function useRechargeOptions(dramaId: string) {
  return useQuery({
    ...$api.queryOptions('get', '/h5/recharge/options', { params: { query: { dramaId } } }),
    select: (envelope) => envelope.data,
  });
}

/** Creates a payment order. The caller owns the Idempotency-Key (see use-create-order.ts). */
export function useCreateOrderMutation() {
  return $api.useMutation('post', '/h5/recharge/order');
}

export function createOrderInit(request: CreateOrderRequest, idempotencyKey: string) {
  return { params: { header: { 'Idempotency-Key': idempotencyKey } }, body: request };
}
