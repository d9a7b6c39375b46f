import { LegalScreen } from '@/features/legal/components/legal-screen';
import { RoutePageHeader } from '../components/page-header';

export default function PolicyRoute() {
  return <LegalScreen header={<RoutePageHeader routeKey="policy" />} kind="policy" />;
}
