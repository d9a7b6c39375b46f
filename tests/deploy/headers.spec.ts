import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliModules } from '../../scripts/deploy/render-nginx.mjs';
import { inlineScripts } from '../../scripts/page-script-policy.mjs';
import { expect, test } from '@playwright/test';
import { currentBuild } from './deploy-helpers';

// What nginx answers, header by header, for the production build (no browser needed).

/** The policy the test deployment serves: API proxied (connect-src 'self'), demo media on the same origin. */
const expectedPolicy = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'media-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const parsePolicy = (header: string | undefined) =>
  Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );

/**
 * The app's page leaves its scripts to its own policy (the <meta> the build writes, checked below): the header
 * lets inline scripts through for the meta's hash to overrule. Everything else: this origin's files only.
 */
function expectSecurityHeaders(headers: Record<string, string>, { page = false }: { page?: boolean } = {}) {
  const scripts = page ? ["'self'", "'unsafe-inline'"] : ["'self'"];
  expect(parsePolicy(headers['content-security-policy'])).toEqual({ ...expectedPolicy, 'script-src': scripts });
  expect(headers['content-security-policy']).not.toMatch(page ? /unsafe-eval|\*/ : /unsafe-inline|unsafe-eval|\*/);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toBe(
    'accelerometer=(), autoplay=(self), camera=(), display-capture=(), fullscreen=(self), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), picture-in-picture=(self), usb=()',
  );
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['server']).toBe('nginx'); // no version
}

test.describe('index.html', () => {
  for (const path of ['/', '/AbC123', '/mine', '/qrCode', '/recharge?episode=6', '/index.html']) {
    test(`${path} is the app, revalidated on every load`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control']).toBe('no-cache');
      expect(response.headers()['etag']).toBeTruthy();
      expect(await response.text()).toContain('<div id="root">');
      expectSecurityHeaders(response.headers(), { page: true });
    });
  }

  test('a revalidation of an unchanged index.html is a 304', async ({ request }) => {
    const first = await request.get('/mine');
    const again = await request.get('/mine', { headers: { 'if-none-match': first.headers()['etag']! } });
    expect(again.status()).toBe(304);
    expectSecurityHeaders(again.headers(), { page: true });
  });

  test('holds one inline script, the early script, which its own policy names by hash; no style or event handler', async ({
    request,
  }) => {
    const { html } = await currentBuild(request);
    const inline = inlineScripts(html);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]!, 'utf8').digest('base64')}'`;
    // First in the head after the charset: a policy in a <meta> governs only what comes after it.
    const head = html.slice(html.indexOf('<head>') + '<head>'.length, html.indexOf('</head>'));
    const tags = [...head.matchAll(/<(?:meta|script|link|title|style)\b[^>]*>/g)].map(([tag]) => tag);
    expect(tags.slice(0, 2)).toEqual([
      '<meta charset="UTF-8" />',
      `<meta http-equiv="Content-Security-Policy" content="script-src 'self' ${hash}; worker-src 'self' blob:" />`,
    ]);
    expect(html).not.toMatch(/<style[\s>]/);
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).not.toMatch(/\son[a-z]+=/);
  });
});

test.describe('the early script', () => {
  test('comes first in the head, inline, and asks V8 to compile it whole at once', async ({ request }) => {
    const { html } = await currentBuild(request);
    const head = html.slice(0, html.indexOf('</head>'));
    const first = /<script\b([^>]*)>([\s\S]*?)<\/script>/.exec(head);
    expect(first?.[1], 'the first script in the head has no attribute: inline, parser-blocking').toBe('');
    // On the script's first line, where the compile-hints explainer puts it (docs/start-path.md, "The compile hint").
    expect(first![2]!.split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(first![2]).toContain('__earlyDramaInfo');
  });
});

test.describe('hashed assets', () => {
  test('are cached for a year as immutable, with the security headers', async ({ request }) => {
    const { script, stylesheet } = await currentBuild(request);
    for (const path of [script, stylesheet]) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expectSecurityHeaders(response.headers());
    }
    const js = await request.get(script);
    expect(js.headers()['content-type']).toBe('application/javascript; charset=utf-8');
  });

  test('are served precompressed: gzip, and brotli where nginx has the module', async ({ request }) => {
    const { script } = await currentBuild(request);
    const file = join(process.env.DEPLOY_BUILD_A!, script);
    const identity = readFileSync(file);

    const gzip = await request.get(script, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers()['content-length'])).toBe(statSync(`${file}.gz`).size);
    expect(gzip.headers()['vary']).toBe('Accept-Encoding');
    expect((await gzip.body()).equals(identity)).toBe(true);

    const brotli = await request.get(script, { headers: { 'accept-encoding': 'br' } });
    if (brotliModules()) {
      expect(brotli.headers()['content-encoding']).toBe('br');
      expect(Number(brotli.headers()['content-length'])).toBe(statSync(`${file}.br`).size);
      expect((await brotli.body()).equals(identity)).toBe(true);
    } else {
      expect(brotli.headers()['content-encoding']).toBeUndefined();
    }

    const plain = await request.get(script, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(Number(plain.headers()['content-length'])).toBe(identity.length);
  });

  test('a missing one is a real 404, never index.html', async ({ request }) => {
    for (const path of ['/assets/x.js', '/assets/mine-Zz9Zz9Zz.js', '/favicon.ico', '/robots.txt']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).not.toContain('<div id="root">');
      expect(response.headers()['cache-control'], path).toBeUndefined();
      expectSecurityHeaders(response.headers());
    }
  });

  test('source maps and dot files are not served', async ({ request }) => {
    const { script } = await currentBuild(request);
    expect(statSync(join(process.env.DEPLOY_BUILD_A!, `${script}.map`)).isFile()).toBe(true);
    expect((await request.get(`${script}.map`)).status()).toBe(404);
    expect((await request.get('/.env')).status()).toBe(404);
    expect((await request.get('/.git/config')).status()).toBe(404);
  });
});

test.describe('the API', () => {
  test('is proxied on the same origin, with the example a test picks, uncached by nginx', async ({ request }) => {
    const response = await request.get('/h5/drama_video/info?info=demo-th', {
      headers: { clientId: 'deploy-test', prefer: 'code=404, example=dramaNotFound' },
    });
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toMatchObject({ code: 2001, data: null });
    expect(response.headers()['cache-control']).toBeUndefined();

    const ok = await request.get('/h5/drama_video/info?info=demo-th', { headers: { clientId: 'deploy-test' } });
    expect(await ok.json()).toMatchObject({ code: 0, data: { dramaId: '10086' } });
  });
});
