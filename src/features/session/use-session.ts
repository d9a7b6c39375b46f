import { useContext, useEffect, useRef } from 'react';
import { SessionContext, type SessionContextValue, type SessionState } from './session-state';

function useSessionContext(hook: string): SessionContextValue {
  const value = useContext(SessionContext);
  if (value === null) throw new Error(`${hook} must be used inside <SessionProvider>`);
  return value;
}

/** The visitor's session: status, drama (addresses ready to play), user and locale. */
export function useSession(): SessionState {
  return useSessionContext('useSession').state;
}

/**
 * Reports a visit after every route change (docs/product-rules.md, "Start-up"). Call it once, in the shell, with the
 * router's pathname. Reports wait until a user and a drama exist and leave in order.
 */
export function useRouteChangeReporting(pathname: string): void {
  const { reportVisit } = useSessionContext('useRouteChangeReporting');
  // StrictMode runs the effect twice for one change; the last reported path tells them apart.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (reported.current === pathname) return;
    reported.current = pathname;
    reportVisit();
  }, [pathname, reportVisit]);
}
