import { useCallback, useEffect, useRef, useState } from 'react';
import { payOnce, settlePayingIntent } from '@/shared/api/paying-intent';
import type { UnlockResult } from '@/shared/api/types';
import { showToast } from '@/shared/ui/toast/toast-store';
import { unlock } from '../api';

export type UnlockIntent = { kind: 'episode'; episodeNumber: number } | { kind: 'series' };

/** The paying intent's name (shared/api/paying-intent.ts): what is bought, in which drama. */
const unlockIntentName = (dramaId: string, intent: UnlockIntent): string =>
  intent.kind === 'episode' ? `unlock:${dramaId}:${intent.episodeNumber}` : `unlock_all:${dramaId}`;

/** The drama shows `intent` open: an answer that did not say so kept its key until now; it is no longer needed. */
export const settleUnlockIntent = (dramaId: string, intent: UnlockIntent): void =>
  settlePayingIntent(unlockIntentName(dramaId, intent));

/** Whether an unlock's answer did what was asked: the episode is among the ones it opened, or the series is open. */
function didUnlock(result: UnlockResult, intent: UnlockIntent): boolean {
  if (intent.kind === 'series') return result.seriesUnlocked;
  return result.unlocked.some((episode) => episode.episodeNumber === intent.episodeNumber && !episode.locked);
}

const INSUFFICIENT_BALANCE = 1002;

interface UnlockFlowHandlers {
  /**
   * The server answered success. When it did not open what was asked (a race on the server), the intent keeps its
   * key (the next tap sends it again, so it cannot charge twice) until the drama shows it open (settlePayingIntent).
   */
  onSuccess: (result: UnlockResult, intent: UnlockIntent) => void;
  /** The server refused for lack of coins (402 / code 1002). */
  onInsufficient: (intent: UnlockIntent) => void;
  /**
   * No definite answer (network, timeout, 5xx, 409, 429, a gateway's page, a success whose data is unreadable):
   * the app asks for the balance and drama again.
   */
  onUnknown?: ((intent: UnlockIntent) => void) | undefined;
}

/**
 * Runs the paying calls of the unlock dialog through the paying helper (shared/api/paying-intent.ts): one
 * Idempotency-Key per intent, sent again after an unknown outcome, so the visitor can tap again and is never
 * charged twice. `unknown` says the last attempt's outcome is not known (the dialog says so, and its button
 * is back). A second tap while a call runs is ignored even before the disabled button has rendered.
 */
export function useUnlockFlow(dramaId: string, handlers: UnlockFlowHandlers) {
  const [pending, setPending] = useState<UnlockIntent['kind'] | null>(null);
  const [unknown, setUnknown] = useState(false);
  // The answer is handled by the handlers of when it arrives, not of the tap: a tap made while the guest was
  // being registered is answered once there is a user, whose unlocks are filed under them.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  const run = useCallback(
    async (intent: UnlockIntent) => {
      const outcome = await payOnce(
        unlockIntentName(dramaId, intent),
        (idempotencyKey, headers) => {
          const request =
            intent.kind === 'episode'
              ? { kind: 'episode' as const, dramaId, episodeNumber: intent.episodeNumber, idempotencyKey }
              : { kind: 'series' as const, dramaId, idempotencyKey };
          return unlock(request, headers);
        },
        {
          // Busy from the tap: the call may first wait for the guest's registration or a server's Retry-After.
          onStart: () => {
            setPending(intent.kind);
            setUnknown(false);
          },
          complete: (result) => didUnlock(result, intent),
        },
      );
      if (outcome.kind === 'busy') return;
      setPending(null);
      const { onSuccess, onInsufficient, onUnknown } = latest.current;
      if (outcome.kind === 'done' || outcome.kind === 'incomplete') onSuccess(outcome.value, intent);
      else if (outcome.kind === 'unknown') {
        setUnknown(true);
        onUnknown?.(intent);
      } else if (outcome.error.code === INSUFFICIENT_BALANCE || outcome.error.status === 402) onInsufficient(intent);
      // Any other refusal in the server's words; a missing token has already led to /login.
      else if (outcome.error.code !== 401) showToast(outcome.error.message);
    },
    [dramaId],
  );

  /** The kind of call under way, if any. */
  return { run, pending, unknown };
}
