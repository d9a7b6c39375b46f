// The page's own script policy: a <meta http-equiv="Content-Security-Policy"> first in index.html's head,
// naming the hash of each inline script the page holds (the early script). Written by the build
// (scripts/vite-plugins/early-script.ts) and again by whatever rewrites a built page (rehash-build.mjs), so
// the policy and the page are always one file: no server configuration names a build's hashes. The server's
// header leaves the page's scripts to it (deploy/nginx/short-drama.conf.template); docs/deploying.md,
// "The page's own script policy".
import { createHash } from 'node:crypto';

/** A <script> with no src: its text is what the browser hashes (no entities in a script; the page has no CR). */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
const POLICY_META = /[ \t]*<meta http-equiv="Content-Security-Policy" content="[^"]*" \/>\n/;
const CHARSET_META = /<meta charset="[^"]*" \/>\n/;

/** The text of each inline script of `html`, in order: what the policy hashes and the bench weighs. */
export function inlineScripts(html) {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, code]) => code);
}

/**
 * The policy for `html`'s scripts: this origin's files, `origins` (where the build's assets are, when that is a
 * CDN), and its inline scripts by hash. worker-src is named so that it does not fall back to script-src here
 * (hls.js runs its worker from a blob: address).
 */
export function scriptPolicy(html, origins = []) {
  const hashes = inlineScripts(html.replace(POLICY_META, '')).map(
    (code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
  return `script-src ${["'self'", ...origins, ...hashes].join(' ')}; worker-src 'self' blob:`;
}

/**
 * `html` with its script policy written right after its charset, before any script. A page that has one
 * already (a built page, rewritten) keeps the origins it names.
 */
export function withScriptPolicy(html, origins = keptOrigins(html)) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${scriptPolicy(html, origins)}" />\n`;
  const without = html.replace(POLICY_META, '');
  const charset = CHARSET_META.exec(without);
  if (!charset) throw new Error('page-script-policy: the page has no <meta charset="…" /> to put its policy after');
  const at = charset.index + charset[0].length;
  const indent = /^[ \t]*/.exec(without.slice(without.lastIndexOf('\n', charset.index) + 1))?.[0] ?? '';
  return `${without.slice(0, at)}${indent}${meta}${without.slice(at)}`;
}

function keptOrigins(html) {
  const policy = /<meta http-equiv="Content-Security-Policy" content="script-src ([^;"]*)/.exec(html)?.[1] ?? '';
  return policy.split(' ').filter((source) => source && source !== "'self'" && !source.startsWith("'sha256-"));
}
