import { isApiError, isTransportError, type TransportErrorKind } from '@/shared/api/errors';
import type { AccountMessageCode } from './schemas';

// The envelope codes the account calls document (openapi/paths/auth.yaml, user.yaml).
const INVALID = 1001;
const WRONG_CREDENTIALS = 1003;
const EMAIL_TAKEN = 1004;

/** Where a failed submission is shown on the form, besides the toast the API layer already showed. */
export type FormFailure =
  | { at: 'email'; code: AccountMessageCode }
  | { at: 'form'; code: AccountMessageCode }
  | { at: 'form'; transport: TransportErrorKind }
  /** A refusal the form has no words of its own for: the server's message. */
  | { at: 'form'; text: string };

export function formFailureOf(error: unknown): FormFailure {
  if (isApiError(error)) {
    if (error.code === WRONG_CREDENTIALS) return { at: 'form', code: 'wrongCredentials' };
    if (error.code === EMAIL_TAKEN) return { at: 'email', code: 'emailTaken' };
    if (error.code === INVALID) return { at: 'email', code: 'invalidEmail' };
    return { at: 'form', text: error.message };
  }
  if (isTransportError(error)) return { at: 'form', transport: error.kind };
  return { at: 'form', text: error instanceof Error ? error.message : String(error) };
}
