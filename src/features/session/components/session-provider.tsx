import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { setTrackingContext } from '@/shared/tracking/track';
import { addUserAction, reportAlive, reportAliveOnClose } from '../api';
import { createLiveness } from '../liveness';
import { SessionContext, type SessionContextValue } from '../session-state';
import { useSessionBootstrap } from '../use-session-bootstrap';
import { createActionReporter } from '../user-actions';

/**
 * Runs start-up, then the liveness timer and the user-action queue for as long as the app lives.
 * Render it inside the router (it replaces a short-code address through it) and inside a
 * QueryClientProvider.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const state = useSessionBootstrap();
  const ready = state.status === 'ready' ? state : null;
  const userId = ready?.user.id ?? null;

  // Step 6: liveness runs once a user exists, for that user.
  useEffect(() => {
    if (userId === null) return;
    const liveness = createLiveness({ post: reportAlive, postOnClose: reportAliveOnClose });
    liveness.start(userId);
    return () => liveness.stop();
  }, [userId]);

  const [reporter] = useState(() => createActionReporter({ send: addUserAction }));
  // A layout effect, so the context is current before any screen's effect reports a visit. Without a signed-in
  // user (start-up, or signed out after a 401) reports and events wait.
  useLayoutEffect(() => {
    if (!ready) {
      reporter.setContext(null);
      setTrackingContext(null);
      return;
    }
    const { user, drama } = ready;
    reporter.setContext({ h5UserId: user.id, dramaId: drama.dramaId, promotionLinkId: drama.promotionLinkId });
    setTrackingContext({
      h5UserId: user.id,
      dramaId: drama.dramaId,
      promotionLinkId: drama.promotionLinkId,
      pixelId: drama.pixelId,
    });
  }, [ready, reporter]);
  useEffect(() => {
    reporter.resume();
    return () => reporter.pause();
  }, [reporter]);

  const reportVisit = useCallback(() => reporter.report('visit'), [reporter]);
  const value = useMemo<SessionContextValue>(() => ({ state, reportVisit }), [state, reportVisit]);
  return <SessionContext value={value}>{children}</SessionContext>;
}
