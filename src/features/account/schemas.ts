import { z } from 'zod/mini';

// The credentials form, shared by login, register-and-log-in and binding. Limits are the
// contract's (LoginRequest and BindRequest: e-mail up to 254, password 6 to 64).
//
// Messages are codes, not texts: the schema is built once, and the form turns a code into
// the current language when it renders (see use-account-messages.ts), so a message already
// on screen follows a change of language.

const accountMessageCodes = [
  'invalidEmail',
  'passwordRequired',
  'passwordTooShort',
  'passwordTooLong',
  'wrongCredentials',
  'emailTaken',
] as const;
export type AccountMessageCode = (typeof accountMessageCodes)[number];

const PASSWORD_MIN = 6;
const PASSWORD_MAX = 64;
const EMAIL_MAX = 254;

const code = (error: AccountMessageCode) => ({ error });

export const credentialsSchema = z.object({
  // Trimmed: a space the phone keyboard adds after an autocompleted address is not an error.
  email: z.pipe(
    z.string().check(z.trim()),
    z.email(code('invalidEmail')).check(z.maxLength(EMAIL_MAX, code('invalidEmail'))),
  ),
  // Never trimmed: spaces may be part of a password.
  password: z
    .string()
    .check(
      z.minLength(1, code('passwordRequired')),
      z.minLength(PASSWORD_MIN, code('passwordTooShort')),
      z.maxLength(PASSWORD_MAX, code('passwordTooLong')),
    ),
});

export type CredentialsInput = z.input<typeof credentialsSchema>;
export type CredentialsValues = z.output<typeof credentialsSchema>;

export function isAccountMessageCode(value: unknown): value is AccountMessageCode {
  return typeof value === 'string' && (accountMessageCodes as readonly string[]).includes(value);
}
