import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { inviteToBindAfterPurchase } from '@/features/account/bind-invite';
import { claimOrderStep, orderEventProperties } from '@/features/payment/order-ledger';
import { addUnlockedEpisodes, unlockScope } from '@/features/player/unlocked-episodes';
import { useSession } from '@/features/session/use-session';
import { sessionQueryKeys } from '@/features/session/use-session-bootstrap';
import { balanceOptions, useSetBalance } from '@/features/wallet/balance';
import type { CreateOrderRequest, OrderStatus } from '@/shared/api/types';
import { queueEvent } from '@/shared/tracking/outbox';
import { showMessage } from '@/shared/ui/toast/toast-store';

const TOLD_MS = 4000;

/**
 * What a settled order changes, wherever the visitor is when it is found settled (the QR page, or the app's
 * own check on start and on return: pending-order-watcher.tsx). Paid: the balance from the answer, its
 * unlocked episodes for the player, the drama asked for again, Purchase once per order, and after a guest's
 * first one the invitation to bind an e-mail (features/account/bind-invite.ts). `tell` says it in a
 * toast (the QR page says it itself); either way an order's outcome is told once.
 */
export function useCompletePurchase() {
  const session = useSession();
  const setBalance = useSetBalance();
  const queryClient = useQueryClient();
  const known = session.status === 'ready' || session.status === 'signedOut' ? session : null;

  return useCallback(
    async (status: OrderStatus, request: CreateOrderRequest | undefined, tell: boolean) => {
      const { payOrderId } = status;
      if (status.status === 'PAID') {
        // The answer carries the balance: a stateless mock would otherwise undo it.
        if (status.balance === null) void queryClient.invalidateQueries({ queryKey: balanceOptions().queryKey });
        else setBalance(status.balance);
        if (known) {
          addUnlockedEpisodes(unlockScope(known.user.id, known.drama.dramaId), status.unlocked);
          void queryClient.invalidateQueries({ queryKey: sessionQueryKeys.drama(known.key) });
        }
        if (await claimOrderStep(payOrderId, 'purchase')) {
          const made = request ?? (known ? { dramaId: known.drama.dramaId } : undefined);
          void queueEvent(payOrderId, 'Purchase', orderEventProperties(status, made));
          // The guest now has coins bought with money, kept in this browser only: invite them to keep them.
          if (known) inviteToBindAfterPurchase(known.user.id);
        }
      }
      if (status.status === 'PENDING' || !(await claimOrderStep(payOrderId, 'told')) || !tell) return;
      const { coins, bonusCoins } = status;
      if (status.status === 'FAILED')
        showMessage('Your last payment did not go through.', (LL) => LL.purchase.failed());
      else if (status.status === 'EXPIRED')
        showMessage('Your last payment order has expired.', (LL) => LL.purchase.expired());
      else if (status.unlocked.length > 0)
        showMessage('Payment received: the whole series is unlocked', (LL) => LL.purchase.paidSeries(), TOLD_MS);
      else
        showMessage(
          `Payment received: ${coins + bonusCoins} coins`,
          (LL) => LL.purchase.paid({ coins: coins + bonusCoins }),
          TOLD_MS,
        );
    },
    [known, queryClient, setBalance],
  );
}
