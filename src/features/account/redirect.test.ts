import { describe, expect, it } from 'vitest';
import { loginRedirectTarget } from './redirect';

describe('loginRedirectTarget', () => {
  it('returns a path inside the app as it is', () => {
    expect(loginRedirectTarget('?redirectTo=%2Fmine')).toBe('/mine');
    expect(loginRedirectTarget('?redirectTo=%2Frecharge%3Ffrom%3Dunlock')).toBe('/recharge?from=unlock');
  });

  it.each([
    'https://example.org',
    '//example.org',
    '/\\example.org',
    'javascript:alert(1)',
    'mine',
    '/login',
    '/login?x=1',
  ])('sends %j to /', (value) => {
    expect(loginRedirectTarget(`?redirectTo=${encodeURIComponent(value)}`)).toBe('/');
  });

  it('is null when there is no redirectTo', () => {
    expect(loginRedirectTarget('')).toBeNull();
    expect(loginRedirectTarget('?other=1')).toBeNull();
  });
});
