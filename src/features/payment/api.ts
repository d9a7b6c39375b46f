// The payment feature's call: the only place it spells its path.
import { client, unwrap } from '@/shared/api/client';
import type { OrderStatus } from '@/shared/api/types';

export async function fetchOrderStatus(payOrderId: string, signal?: AbortSignal): Promise<OrderStatus> {
  return unwrap(await client.GET('/h5/recharge/order/{payOrderId}', { params: { path: { payOrderId } }, signal }));
}
