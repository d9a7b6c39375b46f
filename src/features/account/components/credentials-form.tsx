import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { config } from '@/shared/config/config';
import { useI18n } from '@/shared/i18n/i18n-provider';
import { credentialsSchema, isAccountMessageCode, type CredentialsInput, type CredentialsValues } from '../schemas';
import { formFailureOf, type FormFailure } from '../server-error';
import { useAccountMessages } from '../use-account-messages';
import { Field, PasswordField } from './field';
import './credentials-form.css';

interface CredentialsFormProps {
  submitLabel: string;
  /** 'current-password' to sign in; 'new-password' where a password is being set. */
  passwordAutoComplete: 'current-password' | 'new-password';
  /** Runs the calls; a rejection is shown on the form (the API layer has already toasted it). */
  onSubmit: (values: CredentialsValues) => Promise<void>;
  defaultEmail?: string;
  /** Shown under the submit button (secondary actions). */
  footer?: ReactNode;
}

/**
 * E-mail and password, validated before anything is sent, submitted once however often it is
 * tapped, with the server's refusals shown where they belong: an e-mail already bound at the
 * e-mail field, wrong credentials above the button.
 */
export function CredentialsForm({
  submitLabel,
  passwordAutoComplete,
  onSubmit,
  defaultEmail = '',
  footer,
}: CredentialsFormProps) {
  const { LL } = useI18n();
  const message = useAccountMessages();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<CredentialsInput, unknown, CredentialsValues>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const [failure, setFailure] = useState<FormFailure | null>(null);
  // The disabled button is not enough: two taps can land before React re-renders. And
  // isSubmitting alone is not either: the second tap's handleSubmit ends at once and clears it
  // while the first call still runs, so the call's own state keeps the button disabled.
  const running = useRef(false);
  const [calling, setCalling] = useState(false);
  const busy = isSubmitting || calling;

  const onValid = async (values: CredentialsValues) => {
    if (running.current) return;
    running.current = true;
    setCalling(true);
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const next = formFailureOf(error);
      if (next.at === 'email' && 'code' in next)
        setError('email', { type: 'server', message: next.code }, { shouldFocus: true });
      else setFailure(next);
    } finally {
      running.current = false;
      setCalling(false);
    }
  };

  const textOf = (code: string | undefined) =>
    code === undefined ? undefined : isAccountMessageCode(code) ? message(code) : code;
  const failureText = (() => {
    if (!failure) return null;
    if ('code' in failure) return message(failure.code);
    if ('transport' in failure) {
      if (failure.transport === 'timeout') return LL.errors.timeout({ ms: config.apiTimeoutMs });
      return failure.transport === 'aborted' ? LL.errors.aborted() : LL.errors.network();
    }
    return failure.text.replace(/<[^>]*>/g, '');
  })();

  return (
    <form className="account-form" noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} aria-busy={busy}>
      <Field
        label={LL.login.account()}
        type="email"
        error={textOf(errors.email?.message)}
        input={{
          ...register('email', { onChange: () => setFailure(null) }),
          autoComplete: 'email',
          inputMode: 'email',
          autoCapitalize: 'none',
          autoCorrect: 'off',
          spellCheck: false,
          enterKeyHint: 'next',
          // The keyboard's "next" key moves on to the password instead of submitting half a form.
          onKeyDown: (event) => {
            if (event.key !== 'Enter' || getValues('password') !== '') return;
            event.preventDefault();
            setFocus('password');
          },
          dir: 'auto',
          placeholder: LL.login.accountPlaceholder(),
        }}
      />
      <PasswordField
        label={LL.login.password()}
        error={textOf(errors.password?.message)}
        input={{
          ...register('password', { onChange: () => setFailure(null) }),
          autoComplete: passwordAutoComplete,
          autoCapitalize: 'none',
          autoCorrect: 'off',
          spellCheck: false,
          enterKeyHint: 'go',
          dir: 'auto',
          placeholder: LL.login.passwordPlaceholder(),
        }}
      />
      {failureText && (
        <p className="account-form__failure" role="alert">
          {failureText}
        </p>
      )}
      <button type="submit" className="button button--primary account-form__submit" disabled={busy}>
        {busy && <span className="spinner account-spinner" aria-hidden="true" />}
        {submitLabel}
      </button>
      {footer}
    </form>
  );
}
