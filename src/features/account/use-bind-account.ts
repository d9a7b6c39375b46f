import { useCallback } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
import { showToast } from '@/shared/ui/toast/toast-store';
import { storeBoundEmail } from './account-storage';
import { useBindMutation, useRefreshAccountQueries } from './api';
import type { CredentialsValues } from './schemas';

interface BindCallbacks {
  /** After the e-mail is stored (CompleteRegistration). */
  onBound: () => void;
  /** Leaves the screen. */
  onDone: () => void;
}

/** /bindAccount's submit: binds, stores EMAIL, says 'binding completed', then leaves. Rejects with the call's error. */
export function useBindAccount({ onBound, onDone }: BindCallbacks) {
  const { LL } = useI18n();
  const { mutateAsync: bind } = useBindMutation();
  const refresh = useRefreshAccountQueries();
  return useCallback(
    async (values: CredentialsValues) => {
      const { data } = await bind({ body: values });
      const email = data.email ?? values.email;
      storeBoundEmail(email);
      // Same user, same coins: only what /mine shows of the user changes.
      refresh({ ...data, email }, { otherQueries: false });
      showToast(LL.settings.bindDone());
      onBound();
      onDone();
    },
    [LL, bind, refresh, onBound, onDone],
  );
}
