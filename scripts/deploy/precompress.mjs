#!/usr/bin/env node
// node scripts/deploy/precompress.mjs [dir]: writes NAME.gz and NAME.br beside each text file of a
// build (default dist/), at the strongest settings, once at build time, so that nginx's gzip_static
// and brotli_static serve them with no work per request. Only node:zlib; a compressed copy that is
// not smaller than its original is not kept.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** What nginx compresses (gzip_types, brotli_types); fonts and media are compressed already. */
const TEXT = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt']);
/** Below this, compression saves less than its headers cost (nginx's gzip_min_length matches). */
const MIN_BYTES = 512;

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Compresses every text file under `dir`; resolves to the totals. */
export async function precompress(dir) {
  const totals = { files: 0, bytes: 0, gzip: 0, brotli: 0 };
  const files = filesUnder(dir).filter((file) => TEXT.has(extname(file)) && statSync(file).size >= MIN_BYTES);
  // A few at a time: zlib runs on libuv's pool, and the machine may be shared.
  for (let index = 0; index < files.length; index += 4) {
    await Promise.all(
      files.slice(index, index + 4).map(async (file) => {
        const data = readFileSync(file);
        const [gz, br] = await Promise.all([
          gzipAsync(data, { level: 9 }),
          brotliAsync(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        ]);
        for (const [suffix, out] of [
          ['.gz', gz],
          ['.br', br],
        ]) {
          if (out.length < data.length) writeFileSync(file + suffix, out);
          else rmSync(file + suffix, { force: true }); // never leave an older copy beside a newer file
        }
        totals.files += 1;
        totals.bytes += data.length;
        totals.gzip += Math.min(gz.length, data.length);
        totals.brotli += Math.min(br.length, data.length);
      }),
    );
  }
  return totals;
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (runDirectly) {
  const dir = resolve(process.argv[2] ?? 'dist');
  const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
  const { files, bytes, gzip: gz, brotli } = await precompress(dir);
  console.log(
    `precompress: ${files} files in ${relative(process.cwd(), dir) || '.'}: ${kib(bytes)} → gzip ${kib(gz)}, brotli ${kib(brotli)}`,
  );
}
