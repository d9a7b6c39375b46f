import { LegalScreen } from '@/features/legal/components/legal-screen';
import { RoutePageHeader } from '../components/page-header';

export default function AgreementRoute() {
  return <LegalScreen header={<RoutePageHeader routeKey="agreement" />} kind="agreement" />;
}
