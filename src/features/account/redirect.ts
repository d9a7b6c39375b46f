import { safeRedirectPath } from '@/shared/api/navigation';

/**
 * Where /login returns to: its `redirectTo` when that is a path inside the app, '/' when it is
 * anything else (an address outside, '//host', a scheme, or /login itself), and null when the
 * address has none (the caller then goes back to the screen that opened the login).
 */
export function loginRedirectTarget(search: string): string | null {
  const value = new URLSearchParams(search).get('redirectTo');
  if (value === null) return null;
  const target = safeRedirectPath(value);
  return new URL(target, window.location.origin).pathname === '/login' ? '/' : target;
}
