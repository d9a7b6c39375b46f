import { PlaceholderScreen } from '../components/placeholder-screen';
import { useI18n } from '@/shared/i18n/i18n-provider';

// Placeholder until the screen's feature is built: its title and a working back action.
export default function RechargeRecordRoute() {
  const { LL } = useI18n();
  return <PlaceholderScreen title={LL.routes.rechargeRecord()} />;
}
