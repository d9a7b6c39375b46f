import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { WaitingOrders } from '@/features/payment/components/waiting-orders';
import { rememberOrder, showOrder } from '@/features/payment/pending-order';
import { useSession } from '@/features/session/use-session';
import { RechargeScreen } from '@/features/wallet/components/recharge-screen';
import { episodeFromSearch } from '@/features/wallet/recharge-choices';
import { RoutePageHeader } from '../components/page-header';
import { PlaceholderScreen } from '../components/placeholder-screen';
import { useI18n } from '@/shared/i18n/i18n-provider';

// /recharge[?episode=N]: N is the locked episode the visitor came from (it brings the whole-series offer).
export default function RechargeRoute() {
  const { LL } = useI18n();
  const navigate = useNavigate();
  const { search } = useLocation();
  const session = useSession();
  const signedOut = session.status === 'signedOut';
  // Topping up needs an account: a signed-out visitor logs in first, and comes back here.
  useEffect(() => {
    if (signedOut) void navigate(`/login?redirectTo=${encodeURIComponent(`/recharge${search}`)}`, { replace: true });
  }, [signedOut, navigate, search]);
  if (session.status !== 'ready') return <PlaceholderScreen title={LL.routes.recharge()} />;
  const { dramaId } = session.drama;
  return (
    <RechargeScreen
      header={<RoutePageHeader routeKey="recharge" />}
      dramaId={dramaId}
      episode={episodeFromSearch(search)}
      onOrderCreated={(order, request) => {
        rememberOrder(order, request);
        void navigate('/qrCode');
      }}
      notice={
        <WaitingOrders
          onOpen={(entry) => {
            showOrder(entry);
            void navigate('/qrCode');
          }}
        />
      }
    />
  );
}
