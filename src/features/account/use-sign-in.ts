import { useCallback, useRef, useState } from 'react';
import type { DramaInfo } from '@/shared/api/types';
import { useI18n } from '@/shared/i18n/i18n-provider';
import { hasSessionToken } from '@/shared/storage/drama-session';
import { storage } from '@/shared/storage/storage';
import { showToast } from '@/shared/ui/toast/toast-store';
import { storeBoundEmail, storeSignedInUser, type SignedInUser } from './account-storage';
import { useBindMutation, useLoginMutation, useRefreshAccountQueries, useRegisterGuestMutation } from './api';
import type { CredentialsValues } from './schemas';

/** What a guest registration needs from the session: the drama info key and the drama. */
export interface GuestSession {
  key: string;
  drama: Pick<DramaInfo, 'dramaId' | 'promotionLinkId' | 'pixelId' | 'siteId'>;
}

export interface SignInCallbacks {
  /** The drama info key users are filed under in USER_INFO_DICT; null without a drama. */
  sessionKey: string | null;
  /** After the new user is stored: refresh the session and leave the screen. */
  onSignedIn: () => void;
  /** After an e-mail was bound to the guest (CompleteRegistration). */
  onBound?: (() => void) | undefined;
}

function useFinishSignIn({ sessionKey, onSignedIn }: SignInCallbacks) {
  const { LL } = useI18n();
  const refresh = useRefreshAccountQueries();
  return useCallback(
    (user: SignedInUser) => {
      storeSignedInUser(user, sessionKey);
      refresh({ h5UserId: user.h5UserId, username: user.username, email: user.email ?? null }, { otherQueries: true });
      showToast(LL.login.success());
      onSignedIn();
    },
    [LL, refresh, sessionKey, onSignedIn],
  );
}

/** The register payload for this drama's guest, from the session. */
function registerBody(guest: GuestSession) {
  const { dramaId, promotionLinkId, pixelId, siteId } = guest.drama;
  // The landing address, as the start-up registration sends it.
  const registerUrl = storage.get('HREF') ?? window.location.href;
  return { registerUrl, dramaId, promotionLinkId, pixelId, siteId };
}

/**
 * Account login, and "register an account and log in": the current guest is bound to the
 * e-mail and password first (so its coins and unlocks stay with it), then logged in with them.
 * A session a 401 signed out has no guest to bind (binding needs its token): a new guest is
 * registered first, as the login screen says. Both reject with the call's error, for the form to show.
 */
export function useAccountSignIn(callbacks: SignInCallbacks, guest: GuestSession | null) {
  const { mutateAsync: login } = useLoginMutation();
  const { mutateAsync: bind } = useBindMutation();
  const { mutateAsync: register } = useRegisterGuestMutation();
  const finish = useFinishSignIn(callbacks);
  const { onBound, sessionKey } = callbacks;

  const signIn = useCallback(
    async (values: CredentialsValues) => {
      const { data } = await login({ body: values });
      finish(data);
    },
    [login, finish],
  );

  const registerAndSignIn = useCallback(
    async (values: CredentialsValues) => {
      if (!hasSessionToken() && guest) {
        const { data: fresh } = await register({ body: registerBody(guest) });
        storeSignedInUser({ ...fresh, email: null }, sessionKey);
      }
      const { data: bound } = await bind({ body: values });
      storeBoundEmail(bound.email ?? values.email);
      onBound?.();
      await signIn(values);
    },
    [bind, onBound, signIn, register, guest, sessionKey],
  );

  return { signIn, registerAndSignIn };
}

/** "Guest login": a fresh guest for this drama, registered with the session's register payload. */
export function useGuestSignIn(guest: GuestSession | null, callbacks: SignInCallbacks) {
  const { mutateAsync: register } = useRegisterGuestMutation();
  const finish = useFinishSignIn(callbacks);
  const running = useRef(false);
  const [pending, setPending] = useState(false);

  const run = useCallback(async () => {
    if (!guest || running.current) return;
    running.current = true;
    setPending(true);
    try {
      const { data } = await register({ body: registerBody(guest) });
      finish({ ...data, email: null });
    } catch {
      // The API layer has shown the toast; the button is simply enabled again.
    } finally {
      running.current = false;
      setPending(false);
    }
  }, [guest, register, finish]);

  return { run, pending };
}
