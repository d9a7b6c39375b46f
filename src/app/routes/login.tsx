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
import { useBack, useNavigationStore } from '../navigation/use-back';

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
  const known = session.status === 'ready' || session.status === 'signedOut' ? session : null;
  const guest = useMemo(() => (known ? { key: known.key, drama: known.drama } : null), [known]);
  const store = useNavigationStore();

  const onSignedIn = useCallback(() => {
    if (guest) void queryClient.invalidateQueries({ queryKey: sessionQueryKeys.user(guest.key) });
    const target = loginRedirectTarget(search);
    if (target === null) back();
    else void navigate(target, { replace: true });
  }, [guest, queryClient, search, back, navigate]);

  const onBound = useCallback(() => void trackEvent('CompleteRegistration'), []);

  // Back to where the visitor was, and it stays: nothing there leads to /login again by itself (background
  // calls wait for a user). Opened with no history (a reload), that is redirectTo.
  const onCancel = useCallback(() => {
    if (store.getSnapshot().index > 0) back();
    else void navigate(loginRedirectTarget(search) ?? '/', { replace: true });
  }, [store, back, navigate, search]);

  return (
    <LoginScreen
      header={<PageHeader title={LL.routes.login()} />}
      guest={guest}
      expired={session.status === 'signedOut'}
      onSignedIn={onSignedIn}
      onBound={onBound}
      onCancel={onCancel}
    />
  );
}
