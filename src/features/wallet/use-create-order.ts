import { useCallback, useRef } from 'react';
import type { CreateOrderRequest, RechargeOrder } from '@/shared/api/types';
import { uuid } from '@/shared/utils/uuid';
import { createOrderInit, useCreateOrderMutation } from './api';

const intentOf = (request: CreateOrderRequest) =>
  JSON.stringify([request.dramaId, request.packageId, request.episodeNumber ?? null]);

/**
 * Order creation that never charges twice. One Idempotency-Key per intent (drama, package,
 * episode): a retry after a failure reuses it, so an order the server made before the answer was
 * lost comes back instead of a second one; a new intent or a successful order starts a new key.
 * While one call runs, further taps are ignored (`create` resolves undefined for them): the
 * disabled button alone is not enough, as two taps can land before React re-renders. `onStart` runs
 * only for the tap that starts a call (InitiateCheckout is sent once).
 */
export function useCreateRechargeOrder() {
  const { mutateAsync, isPending, error, reset } = useCreateOrderMutation();
  const intent = useRef<{ id: string; key: string } | null>(null);
  const running = useRef(false);

  const create = useCallback(
    async (request: CreateOrderRequest, onStart?: () => void): Promise<RechargeOrder | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      onStart?.();
      const id = intentOf(request);
      if (intent.current?.id !== id) intent.current = { id, key: uuid() };
      try {
        const envelope = await mutateAsync(createOrderInit(request, intent.current.key));
        intent.current = null;
        return envelope.data;
      } finally {
        running.current = false;
      }
    },
    [mutateAsync],
  );

  return { create, isPending, error, reset };
}
