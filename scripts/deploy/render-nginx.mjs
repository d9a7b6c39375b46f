#!/usr/bin/env node
// Renders deploy/nginx/short-drama.conf.template into a working nginx configuration.
//
//   APP_ROOT=/srv/short-drama/current API_UPSTREAM=https://h5-api.internal \
//   MEDIA_ORIGINS="https://video.example-cdn.com" node scripts/deploy/render-nginx.mjs [--out FILE]
//
// Only the template's own placeholders are replaced (nginx's $uri and friends stay), every value is
// checked, and a placeholder left unfilled is an error rather than a broken policy in production.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '../..');
export const TEMPLATE = resolve(root, 'deploy/nginx/short-drama.conf.template');

const MODULE_DIRS = ['/usr/lib/nginx/modules', '/usr/share/nginx/modules'];
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];

/** The brotli module files of Debian's libnginx-mod-http-brotli-*, or null when they are not installed. */
export function brotliModules() {
  for (const dir of MODULE_DIRS) {
    const files = BROTLI_MODULES.map((name) => `${dir}/${name}`);
    if (files.every((file) => existsSync(file))) return files;
  }
  return null;
}

const ORIGIN = /^https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:\d{1,5})?$/;

function origins(name, value) {
  const list = (value ?? '').split(/[\s,]+/).filter(Boolean);
  for (const origin of list) {
    if (!ORIGIN.test(origin)) {
      throw new Error(`${name}: "${origin}" is not an origin (https://host[:port], no path; *.host allowed).`);
    }
  }
  return list;
}

/** The API's origin for connect-src: API_ORIGIN, else the origin of an absolute VITE_API_BASE_URL. */
function apiOrigin(env) {
  if (env.API_ORIGIN) return origins('API_ORIGIN', env.API_ORIGIN).join(' ');
  const base = (env.VITE_API_BASE_URL ?? '').trim();
  if (!/^https?:\/\//.test(base)) return '';
  return new URL(base).origin;
}

/**
 * The Link header's value for the page: a preconnect hint per origin the page will call or load
 * media from, other than its own. The API is called with fetch (CORS: the anonymous connection pool,
 * hence crossorigin); media both ways (<video src> and covers without CORS, hls.js's requests with
 * it), so twice. A wildcard origin names no host to connect to.
 */
export function preconnectHints(api, media) {
  const exact = (list) => list.filter((origin) => !origin.includes('*'));
  const hints = [
    ...exact(api).map((origin) => `<${origin}>; rel=preconnect; crossorigin`),
    ...exact(media).flatMap((origin) => [`<${origin}>; rel=preconnect`, `<${origin}>; rel=preconnect; crossorigin`]),
  ];
  return hints.join(', ');
}

function block(text, name, keep) {
  const pattern = new RegExp(`^[ \\t]*#@${name}\\n([\\s\\S]*?)^[ \\t]*#@end\\n`, 'm');
  if (!pattern.test(text)) throw new Error(`the template has no #@${name} … #@end block`);
  return text.replace(pattern, keep ? '$1' : '');
}

/**
 * The configuration for `env` (APP_ROOT, LISTEN, SERVER_NAME, API_UPSTREAM, API_ORIGIN or
 * VITE_API_BASE_URL, MEDIA_ORIGINS, BROTLI=on|off|auto). `extra` is nginx text added inside the
 * server block (the tests' demo media location).
 */
export function renderSite(env, { template = readFileSync(TEMPLATE, 'utf8'), extra = '' } = {}) {
  const appRoot = (env.APP_ROOT ?? '').trim();
  if (!appRoot.startsWith('/'))
    throw new Error('APP_ROOT must be the absolute path of the build (index.html, assets/).');
  if (/[\s;{}"']/.test(appRoot)) throw new Error(`APP_ROOT must not contain spaces, quotes or ;{}: "${appRoot}".`);

  const listen = (env.LISTEN ?? '80').trim();
  if (!/^([0-9.]+:|\[[0-9a-f:]+\]:)?\d{1,5}$/i.test(listen))
    throw new Error(`LISTEN must be a port or address:port: "${listen}".`);

  const serverName = (env.SERVER_NAME ?? '_').trim() || '_';
  if (!/^[A-Za-z0-9._*~^$\\ -]+$/.test(serverName))
    throw new Error(`SERVER_NAME has characters nginx would misread: "${serverName}".`);

  const upstream = (env.API_UPSTREAM ?? '').trim().replace(/\/+$/, '');
  if (upstream && !/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(upstream)) {
    throw new Error(`API_UPSTREAM must be scheme://host[:port] with no path: "${upstream}".`);
  }

  const brotliSetting = (env.BROTLI ?? 'auto').trim().toLowerCase();
  if (!['on', 'off', 'auto'].includes(brotliSetting))
    throw new Error(`BROTLI must be on, off or auto: "${brotliSetting}".`);
  const brotli = brotliSetting === 'on' || (brotliSetting === 'auto' && brotliModules() !== null);

  const api = apiOrigin(env);
  const media = origins('MEDIA_ORIGINS', env.MEDIA_ORIGINS);
  const values = {
    APP_ROOT: appRoot,
    LISTEN: listen,
    SERVER_NAME: serverName,
    API_UPSTREAM: upstream,
    API_ORIGIN: api,
    MEDIA_ORIGINS: media.join(' '),
    // The proxied API is on the page's own origin: no hint for it.
    PRECONNECT: preconnectHints(upstream ? [] : api.split(' ').filter(Boolean), media),
  };

  let text = block(template, 'brotli', brotli);
  text = block(text, 'api-proxy', upstream !== '');
  text = text.replace(/^([ \t]*)#@extra\n/m, (_, indent) =>
    extra ? `${extra.trimEnd().replace(/^(?=.)/gm, indent)}\n` : '',
  );
  text = text.replace(/\$\{([A-Z_]+)\}/g, (whole, name) => (name in values ? values[name] : whole));
  // An empty list leaves a double space in the policy: tidy it, so the header reads as written.
  text = text.replace(/(add_header Content-Security-Policy )"([^"]*)"/, (_, directive, policy) => {
    return `${directive}"${policy.replace(/ {2,}/g, ' ').replace(/ ;/g, ';')}"`;
  });

  const left = /\$\{[A-Z_]+\}/.exec(text);
  if (left) throw new Error(`the template uses ${left[0]}, which render-nginx.mjs does not know`);
  return text;
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (runDirectly) {
  const outIndex = process.argv.indexOf('--out');
  try {
    const text = renderSite(process.env);
    if (outIndex > 0 && process.argv[outIndex + 1]) writeFileSync(process.argv[outIndex + 1], text);
    else process.stdout.write(text);
  } catch (error) {
    console.error(`render-nginx: ${error.message}`);
    process.exit(2);
  }
}
