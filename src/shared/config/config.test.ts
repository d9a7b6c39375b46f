import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

const read = (env: Parameters<typeof readConfig>[0]) => readConfig(env).config;
const problems = (env: Parameters<typeof readConfig>[0]) => readConfig(env).problems.join(' ');

describe('readConfig, value by value', () => {
  it('defaults to the same origin, the demo client id and the spec constants', () => {
    expect(read({})).toEqual({
      apiBaseUrl: '',
      clientId: 'h5-web-demo',
      apiTimeoutMs: 60000,
      toastDurationMs: 2000,
      toastRemovalMs: 500,
      unauthorizedRedirectDelayMs: 500,
    });
  });

  it('accepts an absolute http(s) URL or a path prefix and drops the trailing slash', () => {
    expect(read({ VITE_API_BASE_URL: 'https://api.example.com/' }).apiBaseUrl).toBe('https://api.example.com');
    expect(read({ VITE_API_BASE_URL: 'https://api.example.com/v1/' }).apiBaseUrl).toBe('https://api.example.com/v1');
    expect(read({ VITE_API_BASE_URL: '/api/' }).apiBaseUrl).toBe('/api');
  });

  it.each(['api.example.com', 'ftp://example.com', '//example.com', 'https://example.com/?a=1', '/api v1'])(
    'rejects the malformed base URL %s with a message naming the variable',
    (value) => {
      expect(problems({ VITE_API_BASE_URL: value })).toMatch(/VITE_API_BASE_URL/);
    },
  );

  it('uses a configured client id and rejects one that cannot be a header value', () => {
    expect(read({ VITE_CLIENT_ID: 'partner-7' }).clientId).toBe('partner-7');
    expect(problems({ VITE_CLIENT_ID: 'two words' })).toMatch(/VITE_CLIENT_ID/);
  });
});

describe('readConfig', () => {
  it('has no problems for a good configuration', () => {
    const read = readConfig({ VITE_API_BASE_URL: 'https://api.example.com', VITE_CLIENT_ID: 'web-th' });
    expect(read.problems).toEqual([]);
    expect(read.config.apiBaseUrl).toBe('https://api.example.com');
  });

  it('lists every malformed value, not only the first, and still gives a usable configuration', () => {
    const read = readConfig({ VITE_API_BASE_URL: 'api.example.com', VITE_CLIENT_ID: 'two words' });
    expect(read.problems).toEqual([
      'VITE_API_BASE_URL must be empty, a path starting with "/" or an absolute http(s) URL; got "api.example.com".',
      'VITE_CLIENT_ID must be visible ASCII without spaces; got "two words".',
    ]);
    expect(read.config).toMatchObject({ apiBaseUrl: '', clientId: 'h5-web-demo' });
  });

  it('flags an http API under an https page, where browsers block every call', () => {
    const page = { protocol: 'https:', hostname: 'drama.example.com' };
    expect(readConfig({ VITE_API_BASE_URL: 'http://api.example.com' }, page).problems).toEqual([
      'VITE_API_BASE_URL is http, but the app is served over https, where browsers block it; use https: "http://api.example.com".',
    ]);
    expect(readConfig({ VITE_API_BASE_URL: 'https://api.example.com' }, page).problems).toEqual([]);
    expect(readConfig({ VITE_API_BASE_URL: 'http://127.0.0.1:8080' }, page).problems).toEqual([]);
    expect(
      readConfig({ VITE_API_BASE_URL: 'http://api.example.com' }, { ...page, protocol: 'http:' }).problems,
    ).toEqual([]);
  });
});
