import { useSession } from '@/features/session/use-session';
import { useI18n } from '@/shared/i18n/i18n-provider';
import { useDocumentTitle } from '@/shared/ui/document-title';
import type { RouteKey } from '../navigation/routes';

/**
 * Names the tab after a screen other than home, in the visitor's language, with the drama it belongs to
 * ("Top up · Drama title"). Home names itself: the player knows the episode (player-screen.tsx).
 */
export function RouteTitle({ routeKey }: { routeKey: Exclude<RouteKey, 'home'> }) {
  const { LL } = useI18n();
  const session = useSession();
  useDocumentTitle(LL.routes[routeKey](), 'drama' in session ? session.drama.title : undefined);
  return null;
}
