import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

describe('parseConfig', () => {
  it('defaults to the same origin, the demo client id and the spec constants', () => {
    expect(parseConfig({})).toEqual({
      apiBaseUrl: '',
      clientId: 'h5-web-demo',
      apiTimeoutMs: 60000,
      toastDurationMs: 2000,
      toastRemovalMs: 500,
      unauthorizedRedirectDelayMs: 500,
    });
  });

  it('accepts an absolute http(s) URL or a path prefix and drops the trailing slash', () => {
    expect(parseConfig({ VITE_API_BASE_URL: 'https://api.example.com/' }).apiBaseUrl).toBe('https://api.example.com');
    expect(parseConfig({ VITE_API_BASE_URL: 'https://api.example.com/v1/' }).apiBaseUrl).toBe(
      'https://api.example.com/v1',
    );
    expect(parseConfig({ VITE_API_BASE_URL: '/api/' }).apiBaseUrl).toBe('/api');
  });

  it.each(['api.example.com', 'ftp://example.com', '//example.com', 'https://example.com/?a=1'])(
    'rejects the malformed base URL %s with a message naming the variable',
    (value) => {
      expect(() => parseConfig({ VITE_API_BASE_URL: value })).toThrow(/VITE_API_BASE_URL/);
    },
  );

  it('uses a configured client id and rejects one that cannot be a header value', () => {
    expect(parseConfig({ VITE_CLIENT_ID: 'partner-7' }).clientId).toBe('partner-7');
    expect(() => parseConfig({ VITE_CLIENT_ID: 'two words' })).toThrow(/VITE_CLIENT_ID/);
  });
});
