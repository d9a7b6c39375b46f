import { useCallback, useState } from 'react';
import { payOnce } from '@/shared/api/paying-intent';
import type { UnlockResult } from '@/shared/api/types';
import { showToast } from '@/shared/ui/toast/toast-store';
import { unlock } from '../api';

export type UnlockIntent = { kind: 'episode'; episodeNumber: number } | { kind: 'series' };

const INSUFFICIENT_BALANCE = 1002;

interface UnlockFlowHandlers {
  onSuccess: (result: UnlockResult, intent: UnlockIntent) => void;
  /** The server refused for lack of coins (402 / code 1002). */
  onInsufficient: (intent: UnlockIntent) => void;
  /** No definite answer (network, timeout, 5xx, 409, 429, a gateway's page): the app asks for the balance and drama again. */
  onUnknown?: ((intent: UnlockIntent) => void) | undefined;
}

/**
 * Runs the paying calls of the unlock dialog through the paying helper (shared/api/paying-intent.ts): one
 * Idempotency-Key per intent, sent again after an unknown outcome, so the visitor can tap again and is never
 * charged twice. `unknown` says the last attempt's outcome is not known (the dialog says so, and its button
 * is back). A second tap while a call runs is ignored even before the disabled button has rendered.
 */
export function useUnlockFlow(dramaId: string, { onSuccess, onInsufficient, onUnknown }: UnlockFlowHandlers) {
  const [pending, setPending] = useState<UnlockIntent['kind'] | null>(null);
  const [unknown, setUnknown] = useState(false);

  const run = useCallback(
    async (intent: UnlockIntent) => {
      const name = intent.kind === 'episode' ? `unlock:${dramaId}:${intent.episodeNumber}` : `unlock_all:${dramaId}`;
      const outcome = await payOnce(name, (idempotencyKey, headers) => {
        setPending(intent.kind);
        setUnknown(false);
        const request =
          intent.kind === 'episode'
            ? { kind: 'episode' as const, dramaId, episodeNumber: intent.episodeNumber, idempotencyKey }
            : { kind: 'series' as const, dramaId, idempotencyKey };
        return unlock(request, headers);
      });
      if (outcome.kind === 'busy') return;
      setPending(null);
      if (outcome.kind === 'done') onSuccess(outcome.value, intent);
      else if (outcome.kind === 'unknown') {
        setUnknown(true);
        onUnknown?.(intent);
      } else if (outcome.error.code === INSUFFICIENT_BALANCE || outcome.error.status === 402) onInsufficient(intent);
      // Any other refusal in the server's words; a missing token has already led to /login.
      else if (outcome.error.code !== 401) showToast(outcome.error.message);
    },
    [dramaId, onSuccess, onInsufficient, onUnknown],
  );

  /** The kind of call under way, if any. */
  return { run, pending, unknown };
}
