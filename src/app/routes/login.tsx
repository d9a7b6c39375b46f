import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoginScreen } from '@/features/account/components/login-screen';
import { loginRedirectTarget } from '@/features/account/redirect';
import { useSession } from '@/features/session/use-session';
import { sessionQueryKeys } from '@/features/session/use-session-bootstrap';
import { useI18n } from '@/shared/i18n/i18n-provider';
import { trackEvent } from '@/shared/tracking/track';
import { PageHeader } from '../components/page-header';
import { useBack } from '../navigation/use-back';

/**
 * /login: the account feature's screen, given the session's drama (for guest login and for filing
 * the user under its key). After a sign-in the session's user is read again from storage, then the
 * visitor goes to redirectTo (inside the app only) or back where they came from.
 */
export default function LoginRoute() {
  const { LL } = useI18n();
  const session = useSession();
  const back = useBack();
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const ready = session.status === 'ready' ? session : null;
  const guest = useMemo(() => (ready ? { key: ready.key, drama: ready.drama } : null), [ready]);

  const onSignedIn = useCallback(() => {
    if (guest) void queryClient.invalidateQueries({ queryKey: sessionQueryKeys.user(guest.key) });
    const target = loginRedirectTarget(search);
    if (target === null) back();
    else void navigate(target, { replace: true });
  }, [guest, queryClient, search, back, navigate]);

  const onBound = useCallback(() => void trackEvent('CompleteRegistration'), []);

  return (
    <LoginScreen
      header={<PageHeader title={LL.routes.login()} />}
      guest={guest}
      onSignedIn={onSignedIn}
      onBound={onBound}
      onCancel={back}
    />
  );
}
