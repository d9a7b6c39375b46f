import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { locateNginx } from '../../scripts/deploy/nginx.mjs';
import { renderSite } from '../../scripts/deploy/render-nginx.mjs';

// The configuration as a deployer renders it (scripts/deploy/render-nginx.mjs): both ways of
// reaching the API, refused values, and `nginx -t` inside Debian's stock nginx.conf.

/** The configuration without its comments (which explain the placeholders and blocks by name). */
const directives = (config: string) =>
  config
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n');
const policyOf = (config: string) => /add_header Content-Security-Policy "([^"]*)"/.exec(config)?.[1];

test('API proxied: one location forwards /h5 and /tt, and connect-src stays on the origin', () => {
  const config = directives(
    renderSite({
      APP_ROOT: '/srv/short-drama/current',
      API_UPSTREAM: 'https://h5-api.internal/',
      MEDIA_ORIGINS: 'https://video.example-cdn.com',
    }),
  );
  expect(config).toContain('location ~ ^/(?:h5|tt)/ {\n        proxy_pass https://h5-api.internal;');
  expect(policyOf(config)).toContain("connect-src 'self' https://video.example-cdn.com;");
  expect(policyOf(config)).toContain("media-src 'self' blob: https://video.example-cdn.com;");
  expect(config).not.toMatch(/\$\{[A-Z_]+\}|#@/);
});

test('API on its own origin: no proxy, and the origin from VITE_API_BASE_URL is allowed to connect', () => {
  const config = directives(
    renderSite({ APP_ROOT: '/srv/x', VITE_API_BASE_URL: 'https://h5-api.example.com/v1', BROTLI: 'off' }),
  );
  expect(config).not.toContain('proxy_pass');
  expect(config).not.toContain('brotli');
  expect(policyOf(config)).toBe(
    "default-src 'none'; script-src $short_drama_script_src; style-src 'self'; img-src 'self' data:; media-src 'self' blob:; connect-src 'self' https://h5-api.example.com; font-src 'self'; worker-src 'self' blob:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  );
});

const preconnectOf = (config: string) => /\/index\.html\s+"([^"]*)";/.exec(config)?.[1];

test('the page names the API and media origins to connect to early, never its own origin nor a wildcard', () => {
  const own = directives(
    renderSite({
      APP_ROOT: '/srv/x',
      VITE_API_BASE_URL: 'https://h5-api.example.com/v1',
      MEDIA_ORIGINS: 'https://video.example-cdn.com https://*.img.example-cdn.com',
    }),
  );
  expect(preconnectOf(own)).toBe(
    '<https://h5-api.example.com>; rel=preconnect; crossorigin, <https://video.example-cdn.com>; rel=preconnect, <https://video.example-cdn.com>; rel=preconnect; crossorigin',
  );
  expect(own).toContain('add_header Link $short_drama_preconnect;');

  const proxied = directives(
    renderSite({ APP_ROOT: '/srv/x', API_UPSTREAM: 'https://h5-api.internal', MEDIA_ORIGINS: 'https://v.example.com' }),
  );
  expect(preconnectOf(proxied)).toBe(
    '<https://v.example.com>; rel=preconnect, <https://v.example.com>; rel=preconnect; crossorigin',
  );

  // Everything on the app's origin: an empty value, and nginx sends no Link header at all.
  expect(preconnectOf(directives(renderSite({ APP_ROOT: '/srv/x', API_UPSTREAM: 'https://h5-api.internal' })))).toBe(
    '',
  );
});

test('refuses values that would break the configuration or widen the policy', () => {
  expect(() => renderSite({})).toThrow(/APP_ROOT/);
  expect(() => renderSite({ APP_ROOT: '/srv/x; evil' })).toThrow(/APP_ROOT/);
  expect(() => renderSite({ APP_ROOT: '/srv/x', API_UPSTREAM: 'https://api/v1' })).toThrow(/API_UPSTREAM/);
  expect(() => renderSite({ APP_ROOT: '/srv/x', MEDIA_ORIGINS: "https://cdn.example.com 'unsafe-inline'" })).toThrow(
    /MEDIA_ORIGINS/,
  );
  expect(() => renderSite({ APP_ROOT: '/srv/x', MEDIA_ORIGINS: '*' })).toThrow(/MEDIA_ORIGINS/);
  expect(() => renderSite({ APP_ROOT: '/srv/x', LISTEN: '80; evil' })).toThrow(/LISTEN/);
});

test('both renderings pass `nginx -t` inside Debian’s stock nginx.conf', () => {
  const nginx = locateNginx();
  // The stock file writes to /var/log/nginx and /run: a check as another user would fail on those.
  test.skip(
    !nginx || !existsSync('/etc/nginx/nginx.conf') || process.getuid?.() !== 0,
    'needs Debian’s nginx, as root',
  );
  const etc = mkdtempSync(join(tmpdir(), 'short-drama-etc-nginx-'));
  try {
    cpSync('/etc/nginx', etc, { recursive: true });
    rmSync(join(etc, 'sites-enabled/default'), { force: true });
    const main = join(etc, 'nginx.conf');
    writeFileSync(main, readFileSync(main, 'utf8').replaceAll('/etc/nginx', etc));
    for (const env of [
      { APP_ROOT: '/srv/x', API_UPSTREAM: 'http://127.0.0.1:9000', MEDIA_ORIGINS: 'https://video.example-cdn.com' },
      { APP_ROOT: '/srv/x', VITE_API_BASE_URL: 'https://h5-api.example.com' },
    ]) {
      writeFileSync(join(etc, 'conf.d/short-drama.conf'), renderSite(env));
      const out = execFileSync(nginx!, ['-t', '-c', main], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      expect(out).toBe('');
    }
  } finally {
    rmSync(etc, { recursive: true, force: true });
  }
});
