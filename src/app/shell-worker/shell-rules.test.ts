import { describe, expect, it } from 'vitest';
import { asksServerFirst, isAppPage, isKeepablePage } from './shell-rules';

const origin = 'https://drama.example';
const at = (path: string) => new URL(path, origin);

describe('isAppPage', () => {
  it('is every route and short code nginx answers with index.html', () => {
    for (const path of [
      '/',
      '/?info=demo-th',
      '/home',
      '/mine',
      '/qrCode',
      '/recharge?episode=6',
      '/AbC123',
      '/index.html',
    ])
      expect(isAppPage(at(path), origin), path).toBe(true);
  });

  it('is not a file, an asset, the API, or another origin', () => {
    for (const path of [
      '/sw.js',
      '/favicon.ico',
      '/robots.txt',
      '/assets/start-Ab12Cd34.js',
      '/h5/drama_video/info',
      '/tt/x',
    ])
      expect(isAppPage(at(path), origin), path).toBe(false);
    expect(isAppPage(new URL('https://cdn.example/mine'), origin)).toBe(false);
  });
});

describe('asksServerFirst', () => {
  it('is a reload, whichever way the browser marks it, not a plain visit', () => {
    expect(asksServerFirst('no-cache')).toBe(true);
    expect(asksServerFirst('reload')).toBe(true);
    expect(asksServerFirst('no-store')).toBe(true);
    expect(asksServerFirst('default')).toBe(false);
  });
});

describe('isKeepablePage', () => {
  const page = (init: ResponseInit, type: ResponseType = 'basic') => {
    const response = new Response('<!doctype html>', init);
    Object.defineProperty(response, 'type', { value: type });
    return response;
  };
  const html = { 'content-type': 'text/html; charset=utf-8' };

  it('keeps the page as the server sent it', () => {
    expect(isKeepablePage(page({ status: 200, headers: html }))).toBe(true);
  });

  it('never keeps an error page, a redirect, another type or another origin’s answer', () => {
    expect(isKeepablePage(page({ status: 502, headers: html }))).toBe(false);
    expect(isKeepablePage(page({ status: 404, headers: html }))).toBe(false);
    expect(isKeepablePage(page({ status: 200, headers: { 'content-type': 'application/json' } }))).toBe(false);
    expect(isKeepablePage(page({ status: 200, headers: html }, 'opaqueredirect'))).toBe(false);
    expect(isKeepablePage(page({ status: 200, headers: html }, 'cors'))).toBe(false);
  });
});
