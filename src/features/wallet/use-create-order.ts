import { useCallback, useState } from 'react';
import { payOnce } from '@/shared/api/paying-intent';
import type { CreateOrderRequest, RechargeOrder } from '@/shared/api/types';
import { showToast } from '@/shared/ui/toast/toast-store';
import { createOrderInit, readOrder, useCreateOrderMutation } from './api';

const intentOf = (request: CreateOrderRequest) =>
  `order:${JSON.stringify([request.dramaId, request.packageId, request.episodeNumber ?? null])}`;

/**
 * Order creation that never charges twice, through the paying helper (shared/api/paying-intent.ts): one
 * Idempotency-Key per intent (drama, package, episode) until the server has answered it, so a retry after a
 * lost answer brings back the order the server made instead of a second one. `create` resolves the order, or
 * undefined when there is none: a refusal (shown in the server's words), an unknown outcome (`unknown` is
 * then true, and a tap on pay sends the same key), or a tap while a call is under way.
 */
export function useCreateRechargeOrder() {
  const { mutateAsync } = useCreateOrderMutation();
  const [unknown, setUnknown] = useState(false);
  // Not the mutation's isPending: the page is hidden (kept alive) as soon as the order leads to /qrCode, its
  // observer unsubscribed before the mutation tells it it ended, and coming back to /recharge found it still
  // "creating", every package disabled. Its own state ends with the call, hidden or not; it starts with the tap,
  // since the call may first wait for the guest's registration or a server's Retry-After.
  const [isPending, setPending] = useState(false);

  const create = useCallback(
    async (request: CreateOrderRequest): Promise<RechargeOrder | undefined> => {
      const outcome = await payOnce(
        intentOf(request),
        async (key, headers) => readOrder(await mutateAsync({ ...createOrderInit(request, key), headers })),
        {
          onStart: () => {
            setPending(true);
            setUnknown(false);
          },
        },
      );
      if (outcome.kind === 'busy') return undefined;
      setPending(false);
      if (outcome.kind === 'done') return outcome.value;
      if (outcome.kind === 'unknown') setUnknown(true);
      // A missing token has already led to /login.
      else if (outcome.kind === 'refused' && outcome.error.code !== 401) showToast(outcome.error.message);
      return undefined;
    },
    [mutateAsync],
  );

  return { create, isPending, unknown };
}
