import { PaymentRecordsScreen } from '@/features/records/components/payment-records-screen';
import { RoutePageHeader } from '../components/page-header';

export default function PaymentRecordRoute() {
  return <PaymentRecordsScreen header={<RoutePageHeader routeKey="paymentRecord" />} />;
}
