import { describe, expect, it } from 'vitest';
import { asksServerFirst, isAppPage, isKeepablePage, startFiles } from './shell-rules';

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
  const page = (init: ResponseInit, type: ResponseType = 'basic', redirected = false) => {
    const response = new Response('<!doctype html>', init);
    Object.defineProperty(response, 'type', { value: type });
    Object.defineProperty(response, 'redirected', { value: redirected });
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
    // A redirect the fetch followed (to a login page, a captive portal, another release's address).
    expect(isKeepablePage(page({ status: 200, headers: html }, 'basic', true))).toBe(false);
  });
});

describe('startFiles', () => {
  // The head of a production index.html, as the build writes it.
  const head = `<!doctype html>
<html lang="th"><head>
  <meta charset="UTF-8" />
  <script src="/assets/early-_3LzqMoL.js"></script>
  <script defer src="/assets/floor-9cgCCSaW.js"></script>
  <title>Short Drama</title>
  <link rel="icon" href="data:," />
  <script type="module" crossorigin src="/assets/boot-DDVV0Y-n.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-XKyaHtl9.js">
  <link rel="stylesheet" crossorigin href="/assets/boot-upjZOzM8.css">
</head><body><div id="root"></div></body></html>`;

  it('is every script, stylesheet and module preload of the page, in full', () => {
    expect(startFiles(head, origin)).toEqual([
      `${origin}/assets/early-_3LzqMoL.js`,
      `${origin}/assets/floor-9cgCCSaW.js`,
      `${origin}/assets/boot-DDVV0Y-n.js`,
      `${origin}/assets/rolldown-runtime-XKyaHtl9.js`,
      `${origin}/assets/boot-upjZOzM8.css`,
    ]);
  });

  it('leaves another origin’s files to it (assets on a CDN)', () => {
    const onCdn = head.replaceAll('"/assets/', '"https://static.example-cdn.com/drama/assets/');
    expect(startFiles(onCdn, origin)).toEqual([]);
  });

  it('is null for a page that is not the app’s: no module entry', () => {
    expect(
      startFiles('<!doctype html><title>Wi-Fi login</title><script src="/portal.js"></script>', origin),
    ).toBeNull();
    expect(startFiles('<html><body><h1>502 Bad Gateway</h1></body></html>', origin)).toBeNull();
  });
});
