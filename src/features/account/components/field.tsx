import { useI18n } from '@/shared/i18n/i18n-provider';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & { ref?: Ref<HTMLInputElement> };

interface FieldProps {
  label: string;
  type: 'email' | 'password' | 'text';
  /** The message under the field, already in the current language; none when valid. */
  error?: string | undefined;
  input: InputProps;
  /** A control inside the field at its inline end (the show-password toggle). */
  end?: ReactNode;
}

/** A labelled input with its message, wired for screen readers (aria-invalid, aria-describedby). */
export function Field({ label, type, error, input, end }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'account-field account-field--invalid' : 'account-field'}>
      <label className="account-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="account-field__box">
        <input
          {...input}
          id={id}
          type={type}
          className="account-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {end}
      </div>
      {error && (
        <p className="account-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A password field with a show/hide toggle; the toggle's name says what it will do. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'end'>) {
  const { LL } = useI18n();
  const [shown, setShown] = useState(false);
  return (
    <Field
      {...props}
      type={shown ? 'text' : 'password'}
      end={
        <button
          type="button"
          className="account-field__toggle"
          aria-label={shown ? LL.login.hidePassword() : LL.login.showPassword()}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          <EyeIcon open={shown} />
        </button>
      }
    />
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {!open && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
    </svg>
  );
}
