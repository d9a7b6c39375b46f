import { createContext, useCallback, useContext } from 'react';
import { useNavigate } from 'react-router';
import { decideBack } from './back';
import type { NavigationStore } from './navigation-store';

export const NavigationStoreContext = createContext<NavigationStore | null>(null);

export function useNavigationStore(): NavigationStore {
  const store = useContext(NavigationStoreContext);
  if (!store)
    throw new Error('useNavigationStore needs <NavigationStoreContext.Provider> (see src/app/app-shell.tsx).');
  return store;
}

/**
 * The one back action every screen uses (docs/product-rules.md, "Screens and navigation"). It reads the in-app
 * history when tapped, not when rendered, so a kept-alive page never acts on a stale one.
 */
export function useBack(): () => void {
  const store = useNavigationStore();
  const navigate = useNavigate();
  return useCallback(() => {
    const { index, paths, location } = store.getSnapshot();
    const step = decideBack({ index, paths, currentPath: location.pathname });
    if (step.kind === 'go') void navigate(step.delta);
    else void navigate(step.to, { replace: true });
  }, [store, navigate]);
}
