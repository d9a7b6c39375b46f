import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigate, safeRedirectPath, setNavigator } from './navigation';

afterEach(() => setNavigator(null));

describe('safeRedirectPath', () => {
  it.each([
    ['/mine', '/mine'],
    ['/recharge?from=unlock#top', '/recharge?from=unlock#top'],
    ['/', '/'],
  ])('keeps the in-app path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    'https://example.org',
    'https://example.org/mine',
    '//example.org',
    '/\\example.org',
    '/.//example.org',
    'javascript:alert(1)',
    'mine',
    '',
    '/mine\n',
    '/mi\u0000ne',
    undefined,
    null,
    42,
  ])('turns %j into /', (value) => {
    expect(safeRedirectPath(value)).toBe('/');
  });
});

describe('navigate', () => {
  it('uses the registered navigator, and only with in-app paths', () => {
    const navigator = vi.fn();
    setNavigator(navigator);
    navigate('/login?redirectTo=%2Fmine');
    navigate('https://example.org');
    expect(navigator.mock.calls).toEqual([['/login?redirectTo=%2Fmine'], ['/']]);
  });
});
