import { useCallback, useRef } from 'react';
import { isApiError } from '@/shared/api/errors';
import type { UnlockResult } from '@/shared/api/types';
import { useUnlock } from '../api';
import { uuid } from '@/shared/utils/uuid';

export type UnlockIntent = { kind: 'episode'; episodeNumber: number } | { kind: 'series' };

const INSUFFICIENT_BALANCE = 1002;

interface UnlockFlowHandlers {
  onSuccess: (result: UnlockResult, intent: UnlockIntent) => void;
  /** The server refused for lack of coins (402 / code 1002). */
  onInsufficient: (intent: UnlockIntent) => void;
}

function intentId(intent: UnlockIntent): string {
  return intent.kind === 'episode' ? `episode:${intent.episodeNumber}` : 'series';
}

/**
 * Runs the paying calls of the unlock dialog. One Idempotency-Key per intent, reused when the outcome
 * is unknown (the network failed: the server may have charged, so a retry must not charge again) and
 * dropped once the server has answered (success, or a refusal such as insufficient balance, after
 * which a top-up and a new tap are a new intent). A second tap while a call runs is ignored even
 * before the disabled button has rendered.
 */
export function useUnlockFlow(dramaId: string, { onSuccess, onInsufficient }: UnlockFlowHandlers) {
  const { mutateAsync, isPending, variables } = useUnlock();
  const keys = useRef(new Map<string, string>());
  const running = useRef(false);

  const run = useCallback(
    async (intent: UnlockIntent) => {
      if (running.current) return;
      running.current = true;
      const id = intentId(intent);
      const idempotencyKey = keys.current.get(id) ?? uuid();
      keys.current.set(id, idempotencyKey);
      try {
        const result = await mutateAsync(
          intent.kind === 'episode'
            ? { kind: 'episode', dramaId, episodeNumber: intent.episodeNumber, idempotencyKey }
            : { kind: 'series', dramaId, idempotencyKey },
        );
        keys.current.delete(id);
        onSuccess(result, intent);
      } catch (error) {
        // The middleware has already toasted the server's message.
        if (isApiError(error)) {
          keys.current.delete(id);
          if (error.code === INSUFFICIENT_BALANCE || error.status === 402) onInsufficient(intent);
        }
      } finally {
        running.current = false;
      }
    },
    [dramaId, mutateAsync, onSuccess, onInsufficient],
  );

  /** The kind of call under way, if any. */
  const pending = isPending ? (variables?.kind ?? null) : null;
  return { run, pending };
}
