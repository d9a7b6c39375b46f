import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { BindInviteCard } from '@/features/account/components/bind-invite-card';
import { QrCodeScreen } from '@/features/payment/components/qr-code-screen';
import { rememberOrder } from '@/features/payment/pending-order';
import { useCreateRechargeOrder } from '@/features/wallet/use-create-order';
import type { CreateOrderRequest, OrderStatus } from '@/shared/api/types';
import { safeRedirectPath } from '@/shared/api/navigation';
import { storage } from '@/shared/storage/storage';
import { RoutePageHeader } from '../components/page-header';
import { routeKeyOf } from '../navigation/routes';
import { useNavigationStore } from '../navigation/use-back';
import { useCompletePurchase } from '../purchase/use-complete-purchase';

/** The landing address (HREF) as an in-app path, so the drama it carried is the one returned to. */
function landingPath(): string {
  const href = storage.get('HREF');
  if (!href) return '/';
  try {
    const url = new URL(href, window.location.origin);
    return safeRedirectPath(`${url.pathname}${url.search}`);
  } catch {
    return '/';
  }
}

/**
 * Back to where the visitor came from: the player page still alive in the history (it shows the
 * episode they were on), else the landing address.
 */
function useReturnToPlayer(): () => void {
  const store = useNavigationStore();
  const navigate = useNavigate();
  return useCallback(() => {
    const { index, paths } = store.getSnapshot();
    for (let i = index - 1; i >= 0; i -= 1) {
      const path = paths[i];
      if (path !== undefined && routeKeyOf(path) === 'home') {
        void navigate(i - index);
        return;
      }
    }
    void navigate(landingPath(), { replace: true });
  }, [store, navigate]);
}

/** To /recharge: one step back when that is where the visitor came from, else in place of this page. */
function useBackToRecharge(): () => void {
  const store = useNavigationStore();
  const navigate = useNavigate();
  return useCallback(() => {
    const { index, paths } = store.getSnapshot();
    const previous = index > 0 ? paths[index - 1] : undefined;
    if (previous !== undefined && routeKeyOf(previous) === 'recharge') void navigate(-1);
    else void navigate('/recharge', { replace: true });
  }, [store, navigate]);
}

export default function QrCodeRoute() {
  const complete = useCompletePurchase();
  const { create } = useCreateRechargeOrder();
  const onReturn = useReturnToPlayer();
  const onTopUp = useBackToRecharge();
  // The page shows the outcome itself (so it is told: no toast elsewhere says it again); the rest (balance,
  // episodes, Purchase) is the app's, wherever it is paid.
  const onSettled = useCallback(
    (status: OrderStatus, request: CreateOrderRequest | undefined) => void complete(status, request, false),
    [complete],
  );
  const onNewOrder = useCallback(
    async (request: CreateOrderRequest) => {
      const order = await create(request);
      if (order) rememberOrder(order, request);
    },
    [create],
  );
  return (
    <QrCodeScreen
      header={<RoutePageHeader routeKey="qrCode" />}
      onSettled={onSettled}
      onReturn={onReturn}
      onTopUp={onTopUp}
      onNewOrder={onNewOrder}
      afterPaid={<BindInviteCard />}
    />
  );
}
