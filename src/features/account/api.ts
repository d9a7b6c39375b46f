// The account's calls: the only place this feature spells its paths.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { $api } from '@/shared/api/query';
import type { Envelope, UserInfo } from '@/shared/api/types';

export function useLoginMutation() {
  return $api.useMutation('post', '/h5/auth/login');
}

/** Binds an e-mail and password to the current (guest) account; its coins and unlocks stay. */
export function useBindMutation() {
  return $api.useMutation('post', '/h5/user/resetEmailAndPassword');
}

export function useRegisterGuestMutation() {
  return $api.useMutation('post', '/h5/auth/register');
}

const USER_INFO_PATH = '/h5/user/info';

/**
 * After a sign-in or a binding: puts the user the server just returned into the user-info
 * cache (so /mine shows the e-mail without asking again), and marks every other API query
 * stale, since they belonged to the previous user (the balance first of all). The session's
 * own queries are the composer's to refresh.
 */
export function useRefreshAccountQueries() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: UserInfo, { otherQueries }: { otherQueries: boolean }) => {
      const envelope: Envelope<UserInfo> = { code: 0, data: user };
      queryClient.setQueryData($api.queryOptions('get', USER_INFO_PATH).queryKey, envelope);
      if (!otherQueries) return;
      void queryClient.invalidateQueries({
        predicate: ({ queryKey }) => queryKey[0] !== 'session' && queryKey[1] !== USER_INFO_PATH,
      });
    },
    [queryClient],
  );
}
