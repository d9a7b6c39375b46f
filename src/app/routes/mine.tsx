import { useNavigate } from 'react-router';
import { useSession } from '@/features/session/use-session';
import { MineScreen, type MineDestination } from '@/features/wallet/components/mine-screen';
import { useI18n } from '@/shared/i18n/i18n-provider';
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
      onNavigate={(destination) => void navigate(paths[destination])}
      fallbackUser={session.status === 'ready' ? session.user : undefined}
    />
  );
}
