// The home first-load JavaScript as the build lays it out, without a browser: what the page's HTML
// holds and loads (the early script, inline, and the entry), then what the entry loads once the first frame shows (the
// app's chunk and the home screen's, as scripts/vite-plugins/start-chunk.ts names them, and two
// dictionaries), each with every chunk it imports statically, read from Vite's manifest
// (build.manifest in vite.config.ts). The bench's weight step (weight.mjs) watches the same files go
// over the network and reports any difference.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { inlineScriptName, inlineScriptsOf } from './compress.mjs';

/** The chunks start-chunk.ts makes for a landing: the app, and the home screen with what it alone imports. */
const LANDING_CHUNKS = ['start', 'home'];
/**
 * The dictionaries a first visit of the demo link loads: the browser's language while the drama is not known
 * yet (en-US, the language of scripts/phone-profile.mjs), then the drama's (DEMO_PATH in demo.mjs is Thai).
 */
const DICTIONARIES = ['src/shared/i18n/en-US/index.ts', 'src/shared/i18n/th-TH/index.ts'];

/** The page's inline scripts (the early script), named as compress.mjs weighs them: they are JavaScript it loads. */
export async function pageInlineScripts(distDir) {
  const page = resolve(distDir, 'index.html');
  return (await inlineScriptsOf(page)).map((_, index) => inlineScriptName(page, index + 1));
}

/**
 * The absolute paths of the .js files a cold load of the demo link fetches before the home screen shows, and
 * the page's inline scripts.
 */
export async function homeFirstLoadJs(distDir) {
  const manifestFile = resolve(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build with build.manifest on`);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  const html = await readFile(resolve(distDir, 'index.html'), 'utf8');
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));

  const files = new Set();
  const add = (chunk) => {
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const key of chunk.imports ?? []) add(manifest[key]);
  };
  const pageScripts = [...html.matchAll(/<(?:script|link rel="modulepreload")\b[^>]*?\b(?:src|href)="\/([^"]+\.js)"/g)];
  if (pageScripts.length === 0) throw new Error(`${distDir}/index.html loads no script`);
  for (const [, file] of pageScripts) {
    // A page script the manifest does not describe (the floor check, an early script built as a file) imports nothing.
    add(byFile.get(file) ?? { file });
  }
  for (const name of LANDING_CHUNKS) {
    const chunks = Object.values(manifest).filter((chunk) => chunk.name === name && chunk.file.endsWith('.js'));
    if (chunks.length !== 1) throw new Error(`the build has ${chunks.length} chunks named ${name}, not one`);
    add(chunks[0]);
  }
  for (const dictionary of DICTIONARIES) {
    if (!manifest[dictionary]) throw new Error(`the build has no chunk for ${dictionary}`);
    add(manifest[dictionary]);
  }
  return new Set([...[...files].map((file) => resolve(distDir, file)), ...(await pageInlineScripts(distDir))]);
}
