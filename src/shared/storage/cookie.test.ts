import { afterEach, describe, expect, it, vi } from 'vitest';
import { readTtclidCookie, serializeTtclidCookie, setTtclidCookie } from './cookie';

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'ttclid=; Max-Age=0; Path=/';
});

describe('ttclid cookie', () => {
  it('lasts 30 days on the whole site, SameSite=Lax, encoded', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    expect(serializeTtclidCookie('a b;c', { secure: false, now })).toBe(
      'ttclid=a%20b%3Bc; Max-Age=2592000; Expires=Fri, 31 Jan 2025 00:00:00 GMT; Path=/; SameSite=Lax',
    );
  });

  it('adds Secure only on https', () => {
    expect(serializeTtclidCookie('x', { secure: true })).toMatch(/; Secure$/);
    expect(serializeTtclidCookie('x', { secure: false })).not.toMatch(/Secure/);
  });

  it('writes the cookie for the current protocol', () => {
    const setter = vi.spyOn(document, 'cookie', 'set');
    setTtclidCookie('click-1');
    expect(setter).toHaveBeenCalledWith(
      expect.stringMatching(/^ttclid=click-1; Max-Age=2592000; .*Path=\/; SameSite=Lax$/),
    );
  });

  it('round-trips a value that needs encoding', () => {
    setTtclidCookie('E.C.P=v1;x');
    expect(readTtclidCookie()).toBe('E.C.P=v1;x');
  });

  it('reads undefined when absent or malformed', () => {
    expect(readTtclidCookie()).toBeUndefined();
    document.cookie = 'ttclid=%E0%A4%A; Path=/';
    expect(readTtclidCookie()).toBeUndefined();
  });
});
