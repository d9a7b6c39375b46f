import { useCallback } from 'react';
import { BindAccountScreen } from '@/features/account/components/bind-account-screen';
import { trackEvent } from '@/shared/tracking/track';
import { RoutePageHeader } from '../components/page-header';
import { useBack } from '../navigation/use-back';

/** /bindAccount: binding an e-mail is the funnel's CompleteRegistration; then back to /settings. */
export default function BindAccountRoute() {
  const back = useBack();
  const onBound = useCallback(() => void trackEvent('CompleteRegistration'), []);
  return <BindAccountScreen header={<RoutePageHeader routeKey="bindAccount" />} onBound={onBound} onDone={back} />;
}
