import { describe, expect, it } from 'vitest';
import { keySourceFromUrl, landingAfterShortCode, shortCodeFromPath } from './resolve-key';

const at = (path: string) => new URL(path, 'https://watch.example.com');

describe('keySourceFromUrl', () => {
  it('takes the key from the info parameter', () => {
    expect(keySourceFromUrl(at('/?info=demo-th'))).toEqual({ kind: 'info', key: 'demo-th' });
  });

  it('lets info win over a short code in the path', () => {
    expect(keySourceFromUrl(at('/Ab3x?info=k1'))).toEqual({ kind: 'info', key: 'k1' });
  });

  it('treats an empty info parameter as absent', () => {
    expect(keySourceFromUrl(at('/Ab3x?info='))).toEqual({ kind: 'shortCode', code: 'Ab3x' });
  });

  it('reads a short code from the last path segment', () => {
    expect(keySourceFromUrl(at('/s/Ab3x_-9?ttclid=t'))).toEqual({ kind: 'shortCode', code: 'Ab3x_-9' });
    expect(keySourceFromUrl(at('/Ab3x/'))).toEqual({ kind: 'shortCode', code: 'Ab3x' });
  });

  it('falls back to the stored key with neither', () => {
    expect(keySourceFromUrl(at('/'))).toEqual({ kind: 'none' });
    expect(keySourceFromUrl(at('/mine'))).toEqual({ kind: 'none' });
  });
});

describe('shortCodeFromPath', () => {
  it.each([
    '/',
    '/home',
    '/mine',
    '/paymentRecord',
    '/rechargeRecord',
    '/login',
    '/recharge',
    '/settings',
    '/bindAccount',
    '/qrCode',
    '/policy',
    '/agreement',
  ])('never treats the route %s as a code', (path) => {
    expect(shortCodeFromPath(path)).toBeNull();
  });

  it('never treats recharge as a code, whatever its case', () => {
    expect(shortCodeFromPath('/Recharge')).toBeNull();
    expect(shortCodeFromPath('/pay/RECHARGE')).toBeNull();
  });

  it('matches other route names case-sensitively, like the router', () => {
    expect(shortCodeFromPath('/Mine')).toBe('Mine');
  });

  it.each(['/ab.c', '/ab%20c', '/a%2Fb', '/ab~c', `/${'a'.repeat(65)}`, '/çode'])('refuses %s', (path) => {
    expect(shortCodeFromPath(path)).toBeNull();
  });

  it('accepts 64 characters', () => {
    expect(shortCodeFromPath(`/${'a'.repeat(64)}`)).toBe('a'.repeat(64));
  });
});

describe('landingAfterShortCode', () => {
  it('lands on / keeping the other query parameters', () => {
    expect(landingAfterShortCode(at('/Ab3x?ttclid=t%201&x=2#top'))).toBe('/?ttclid=t%201&x=2#top');
    expect(landingAfterShortCode(at('/Ab3x'))).toBe('/');
  });
});
