// The payment feature's call: the only place it spells its path.
import { client, unwrap } from '@/shared/api/client';
import { backgroundHeaders } from '@/shared/api/middleware';
import type { OrderStatus } from '@/shared/api/types';

/** The order's status; `background` for the checks nobody is looking at (quiet, paused while signed out). */
export async function fetchOrderStatus(
  payOrderId: string,
  { signal, background = false }: { signal?: AbortSignal; background?: boolean } = {},
): Promise<OrderStatus> {
  const headers = background ? backgroundHeaders : undefined;
  return unwrap(
    await client.GET('/h5/recharge/order/{payOrderId}', { params: { path: { payOrderId } }, headers, signal }),
  );
}
