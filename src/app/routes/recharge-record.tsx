import { RechargeRecordsScreen } from '@/features/records/components/recharge-records-screen';
import { RoutePageHeader } from '../components/page-header';

export default function RechargeRecordRoute() {
  return <RechargeRecordsScreen header={<RoutePageHeader routeKey="rechargeRecord" />} />;
}
