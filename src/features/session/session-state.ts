import { createContext } from 'react';
import type { DramaInfo } from '@/shared/api/types';
import type { AppLocale } from '@/shared/i18n/locale';
import type { SessionUser } from './bootstrap';

/**
 * What the visitor's session is, as screens see it. `drama` has its video addresses rewritten
 * (CDN parameters, unsafe addresses emptied), so screens use it as it is.
 */
export type SessionState =
  /** Resolving the key, waiting for the drama (retried every 2 s) or registering the guest. */
  | { status: 'loading' }
  /**
   * The drama is known and playable while the guest is still being registered: free episodes play at once
   * (the first frame need not wait for the registration's round trip); anything that needs the user waits.
   */
  | { status: 'starting'; key: string; drama: DramaInfo; locale: AppLocale }
  | { status: 'ready'; key: string; drama: DramaInfo; user: SessionUser; locale: AppLocale }
  /**
   * The key's user has no valid token (a 401 removed it): free episodes play, background calls wait, and
   * anything the visitor asks of the account leads to /login, until a login or a guest login.
   */
  | { status: 'signedOut'; key: string; drama: DramaInfo; user: SessionUser; locale: AppLocale }
  /** The drama's country has no language: 'This region is not supported yet'. */
  | { status: 'unsupported'; drama: DramaInfo }
  /**
   * 'Episode not found': an unknown short code, an unknown drama, or a drama without episodes (whose country
   * still gives the language).
   */
  | { status: 'notFound'; reason: 'shortCode' | 'drama' | 'noEpisodes'; locale?: AppLocale | undefined }
  /** No key anywhere: an empty drama. */
  | { status: 'empty' }
  /** Start-up failed in a way that waiting does not fix (the guest registration was refused). */
  | { status: 'error'; error: Error; retry: () => void; locale?: AppLocale | undefined };

export interface SessionContextValue {
  state: SessionState;
  /** Queues one visit report (docs/product-rules.md, "Start-up"); used by useRouteChangeReporting. */
  reportVisit: () => void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);
