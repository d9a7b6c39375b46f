// Start-up (docs/product-rules.md, "Start-up") as three queries in a row: resolve the key, load the drama, get the
// user. Queries give the 2-second retries and one run per page under StrictMode.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { isApiError, isRetryable } from '@/shared/api/errors';
import { HAND_OVER_PARAM } from '@/shared/browser-hand-over/param';
import { hasSessionToken, subscribeSession } from '@/shared/storage/drama-session';
import { decryptShortCode, dramaInfoOptions, DramaNotReadyError, registerGuest } from './api';
import { classifyDrama, ensureUser, rememberDrama, resolveSession } from './bootstrap';
import type { AppLocale } from '@/shared/i18n/locale';
import type { SessionState } from './session-state';
import { rewriteDrama } from './video-url';

const RETRY_MS = 2000;

// A dropped connection, a timeout or a 5xx is waited out; a refusal from the server is an answer.
const whileOffline = (_failures: number, error: unknown) => isRetryable(error);
const once = { staleTime: Infinity, gcTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false } as const;

/** The session's queries, for the shell to invalidate or update (after a login or an unlock). */
export const sessionQueryKeys = {
  resolution: (href: string) => ['session', 'resolution', href] as const,
  drama: (key: string) => dramaInfoOptions(key).queryKey,
  user: (key: string | null) => ['session', 'user', key] as const,
};

export function useSessionBootstrap(): SessionState {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read before any effect, so the router cannot have rewritten the short-code address yet. A hand-over code
  // leaves the address at once: a reload, a copied address or HREF never carries it again.
  const [[landingHref, handOverCode]] = useState(() => takeHandOverCode(window.location.href));

  const resolution = useQuery({
    queryKey: sessionQueryKeys.resolution(landingHref),
    queryFn: () =>
      resolveSession({
        href: landingHref,
        decrypt: decryptShortCode,
        replaceUrl: (url) => void navigate(url, { replace: true }),
      }),
    retry: whileOffline,
    retryDelay: RETRY_MS,
    ...once,
  });
  const resolved = resolution.data;
  const key = resolved?.kind === 'key' ? resolved.key : null;

  const dramaQuery = useQuery({
    ...dramaInfoOptions(key ?? ''),
    enabled: key !== null,
    // A reload shows the stored drama at once; being dated 0 it is refreshed behind straight away.
    initialData: resolved?.kind === 'key' ? (resolved.cached ?? undefined) : undefined,
    initialDataUpdatedAt: 0,
    retry: (_failures, error) => error instanceof DramaNotReadyError || isRetryable(error),
    retryDelay: RETRY_MS,
  });
  const drama = dramaQuery.data;
  const outcome = useMemo(() => (drama ? classifyDrama(drama) : null), [drama]);
  const shownDrama = useMemo(() => (drama ? rewriteDrama(drama) : null), [drama]);

  useEffect(() => {
    if (key !== null && drama) rememberDrama(key, drama);
  }, [key, drama]);

  const userQuery = useQuery({
    queryKey: sessionQueryKeys.user(key),
    queryFn: () => {
      if (key === null || !drama) throw new Error('The session has no drama to register for');
      const register = () =>
        ensureUser(key, drama, resolved?.kind === 'key' ? resolved.registerUrl : landingHref, registerGuest);
      if (handOverCode === null) return register();
      // Exchanged before a guest is registered, by a module loaded only for such an address.
      return import('./hand-over-landing').then((landing) =>
        landing.adoptHandOver(handOverCode, key, register, queryClient),
      );
    },
    enabled: key !== null && outcome?.kind === 'supported',
    retry: whileOffline,
    retryDelay: RETRY_MS,
    ...once,
  });

  const resolutionError = resolution.error;
  const retryResolution = resolution.refetch;
  const userError = userQuery.error;
  const user = userQuery.data;
  const retryUser = userQuery.refetch;
  const dramaRefused = isApiError(dramaQuery.error) && !isRetryable(dramaQuery.error);
  const signedIn = useSyncExternalStore(subscribeSession, hasSessionToken);

  // One object per real change, so screens reading the session do not re-render on every fetch tick.
  return useMemo((): SessionState => {
    if (resolutionError) return failed(resolutionError, () => void retryResolution());
    if (!resolved) return { status: 'loading' };
    if (resolved.kind === 'empty') return { status: 'empty' };
    if (resolved.kind === 'unknownShortCode') return { status: 'notFound', reason: 'shortCode' };
    // 2001, or any other refusal of the key: retrying cannot make the drama exist.
    if (dramaRefused) return { status: 'notFound', reason: 'drama' };
    if (!shownDrama || !outcome) return { status: 'loading' };
    if (outcome.kind === 'noEpisodes') return { status: 'notFound', reason: 'noEpisodes', locale: outcome.locale };
    if (outcome.kind === 'unsupported') return { status: 'unsupported', drama: shownDrama };
    // The drama's language is known by now: the error shows in it.
    if (userError && !isRetryable(userError)) return failed(userError, () => void retryUser(), outcome.locale);
    const { key: sessionKey } = resolved;
    if (!user) return { status: 'starting', key: sessionKey, drama: shownDrama, locale: outcome.locale };
    const status = signedIn ? 'ready' : 'signedOut';
    return { status, key: sessionKey, drama: shownDrama, user, locale: outcome.locale };
  }, [
    resolutionError,
    retryResolution,
    resolved,
    dramaRefused,
    shownDrama,
    outcome,
    userError,
    retryUser,
    user,
    signedIn,
  ]);
}

/** The landing address without its hand-over code (replaced in the address bar too), and the code. */
function takeHandOverCode(href: string): [string, string | null] {
  const url = new URL(href);
  const code = url.searchParams.get(HAND_OVER_PARAM);
  if (code === null) return [href, null];
  url.searchParams.delete(HAND_OVER_PARAM);
  history.replaceState(history.state, '', url);
  return [url.href, code];
}

function failed(error: unknown, retry: () => void, locale?: AppLocale): SessionState {
  return { status: 'error', error: error instanceof Error ? error : new Error(String(error)), retry, locale };
}
