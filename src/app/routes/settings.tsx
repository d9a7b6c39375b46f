import { SettingsScreen } from '@/features/account/components/settings-screen';
import { RoutePageHeader } from '../components/page-header';

export default function SettingsRoute() {
  return <SettingsScreen header={<RoutePageHeader routeKey="settings" />} />;
}
