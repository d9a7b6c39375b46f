import { useCallback } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
import type { AccountMessageCode } from './schemas';

/** Turns a message code (from the schema or from a server refusal) into text in the current language. */
export function useAccountMessages(): (code: AccountMessageCode) => string {
  const { LL } = useI18n();
  return useCallback(
    (code: AccountMessageCode) => {
      switch (code) {
        case 'invalidEmail':
          return LL.login.invalidEmail();
        case 'passwordRequired':
          return LL.login.passwordRequired();
        case 'passwordTooShort':
          return LL.login.passwordTooShort();
        case 'passwordTooLong':
          return LL.login.passwordTooLong();
        case 'wrongCredentials':
          return LL.login.wrongCredentials();
        case 'emailTaken':
          return LL.settings.emailTaken();
      }
    },
    [LL],
  );
}
