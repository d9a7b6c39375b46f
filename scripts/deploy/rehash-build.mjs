// A second "deployment" of a build for the stale-deploy test: the same app, with every hashed file
// under a new name (references rewritten) and a <meta name="x-build"> naming it, so that a page of
// the first build asks for chunks the second one no longer has, exactly as after a real deploy.
// Cheaper and more predictable than a second `vite build` on a busy machine.
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { withScriptPolicy } from '../page-script-policy.mjs';

/** Vite's `[name]-[hash][extname]`, the hash being 8 characters of base64url. */
const HASHED = /^(.+)-([A-Za-z0-9_-]{8})(\.[a-z0-9]+)$/;
const TEXT = new Set(['.js', '.css', '.html', '.map', '.json']);
const COMPRESSED = /\.(gz|br)$/;

/**
 * Copies the build in `from` to `to`, renaming every hashed asset and rewriting every reference.
 * Returns the map from old to new file names.
 */
export function rehashBuild(from, to, label) {
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  // Precompressed copies are left behind: they would name the old files. Compress the new build afresh.
  cpSync(from, to, { recursive: true, filter: (source) => !COMPRESSED.test(source) });

  const assets = join(to, 'assets');
  const renames = new Map();
  for (const name of readdirSync(assets)) {
    const stem = name.endsWith('.map') ? name.slice(0, -4) : name;
    const match = HASHED.exec(stem);
    if (!match || renames.has(stem)) continue;
    const [, base, hash, extension] = match;
    const fresh = createHash('sha256').update(`${hash}:${label}`).digest('base64url').slice(0, 8);
    renames.set(stem, `${base}-${fresh}${extension}`);
  }

  const stems = [...renames.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(stems.map((stem) => stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  const rewrite = (file) => {
    const text = readFileSync(file, 'utf8');
    const next = text.replace(pattern, (stem) => renames.get(stem));
    if (next !== text) writeFileSync(file, next);
  };
  for (const name of readdirSync(assets)) if (TEXT.has(extname(name))) rewrite(join(assets, name));
  const index = join(to, 'index.html');
  rewrite(index);
  // The inline early script names the dictionaries' files: its hash, and so the page's policy, changed too.
  writeFileSync(
    index,
    withScriptPolicy(
      readFileSync(index, 'utf8').replace('</title>', `</title>\n    <meta name="x-build" content="${label}" />`),
    ),
  );

  for (const name of readdirSync(assets)) {
    const stem = name.endsWith('.map') ? name.slice(0, -4) : name;
    const renamed = renames.get(stem);
    if (renamed) renameSync(join(assets, name), join(assets, name.replace(stem, renamed)));
  }
  return renames;
}
