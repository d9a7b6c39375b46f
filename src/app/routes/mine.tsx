import { useNavigate } from 'react-router';
import { BindInviteCard } from '@/features/account/components/bind-invite-card';
import { useSession } from '@/features/session/use-session';
import { MineScreen, type MineDestination } from '@/features/wallet/components/mine-screen';
import { useI18n } from '@/shared/i18n/i18n-provider';
import { trackEvent } from '@/shared/tracking/track';
import { PageHeader } from '../components/page-header';

const paths: Record<MineDestination, string> = {
  recharge: '/recharge',
  paymentRecord: '/paymentRecord',
  rechargeRecord: '/rechargeRecord',
  settings: '/settings',
  login: '/login?redirectTo=%2Fmine',
};

export default function MineRoute() {
  const { LL } = useI18n();
  const navigate = useNavigate();
  const session = useSession();
  return (
    <MineScreen
      header={<PageHeader title={LL.routes.mine()} />}
      onNavigate={(destination) => {
        // A checkout starts with a top-up tap (here, or the paywall's): InitiateCheckout once for it.
        if (destination === 'recharge' && session.status === 'ready')
          void trackEvent('InitiateCheckout', { contentId: session.drama.dramaId });
        void navigate(paths[destination]);
      }}
      fallbackUser={session.status === 'ready' || session.status === 'signedOut' ? session.user : undefined}
      signedOut={session.status === 'signedOut'}
      notice={<BindInviteCard />}
    />
  );
}
