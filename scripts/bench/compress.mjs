// gzip (level 9) and brotli (quality 11) of a file's bytes, computed once per file and kept in memory:
// the weight figures and the bench server's compressed answers share it, so a file is never
// compressed twice and the server never compresses while a page is being timed.
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { inlineScripts } from '../page-script-policy.mjs';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const cache = new Map();

/** A page's inline script as a file name: `<page>#inline-script-<n>`, the n-th (from 1) script with no src. */
export const inlineScriptName = (page, n) => `${page}#inline-script-${n}`;
const INLINE_NAME = /^(.*)#inline-script-(\d+)$/;

/** The inline scripts of the page in `file`, in order. */
export async function inlineScriptsOf(file) {
  return inlineScripts(await readFile(file, 'utf8'));
}

/** The bytes behind a name: a file's, or a page's inline script's (inlineScriptName). */
async function bytesOf(name) {
  const inline = INLINE_NAME.exec(name);
  if (!inline) return readFile(name);
  const code = (await inlineScriptsOf(inline[1]))[Number(inline[2]) - 1];
  if (code === undefined) throw new Error(`${inline[1]} has no inline script ${inline[2]}`);
  return Buffer.from(code, 'utf8');
}

/** @returns {Promise<{ raw: Buffer, gzip: Buffer, br: Buffer }>} */
export function compressed(file) {
  let entry = cache.get(file);
  if (!entry) {
    entry = (async () => {
      const raw = await bytesOf(file);
      const [gz, br] = await Promise.all([
        gzipAsync(raw, { level: 9 }),
        brotliAsync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
      ]);
      return { raw, gzip: gz, br };
    })();
    cache.set(file, entry);
    entry.catch(() => cache.delete(file));
  }
  return entry;
}

/** Byte counts of a set of files (or inline scripts): { raw, gzip, brotli, files: [{ file, raw, gzip, brotli }] }. */
export async function sizes(files) {
  const list = await Promise.all(
    [...files].sort().map(async (file) => {
      const { raw, gzip: gz, br } = await compressed(file);
      return { file, raw: raw.length, gzip: gz.length, brotli: br.length };
    }),
  );
  const sum = (key) => list.reduce((total, item) => total + item[key], 0);
  return { raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli'), files: list };
}
