// The wallet's calls: the only place this feature spells its paths, besides the balance (balance.ts).
import { useQuery } from '@tanstack/react-query';
import { $api } from '@/shared/api/query';
import { unwrapChecked } from '@/shared/api/checked';
import { rechargeOrderFields } from '@/shared/api/recharge-order-fields';
import type { CreateOrderRequest, RechargeOrder } from '@/shared/api/types';
import * as parse from '@/shared/utils/parse';

function userInfoOptions() {
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

/** Creates a payment order. The paying helper owns the Idempotency-Key (see use-create-order.ts). */
export function useCreateOrderMutation() {
  return $api.useMutation('post', '/h5/recharge/order');
}

export function createOrderInit(request: CreateOrderRequest, idempotencyKey: string) {
  return { params: { header: { 'Idempotency-Key': idempotencyKey } }, body: request };
}

// What the QR page needs of a new order; a success without it is an outcome nobody can read (the key is kept).
const rechargeOrder: parse.Parser<RechargeOrder> = parse.looseObject(rechargeOrderFields);

/** The order a creation answered, checked. */
export const readOrder = (envelope: { data: unknown }): RechargeOrder =>
  unwrapChecked({ data: envelope }, rechargeOrder);
