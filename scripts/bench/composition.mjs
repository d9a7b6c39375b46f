// What the home first-load JS is made of: each file's bytes attributed to the sources its source map
// names, grouped by npm package (node_modules/<name>) or by app folder (src/features/player, …).
// The gzip column shares each file's gzip size out in proportion to raw bytes: an estimate, good
// enough to see which dependency or folder a budget overrun comes from.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import sourceMap from 'source-map-js';
import { compressed } from './compress.mjs';

function groupOf(source) {
  const path = source.replace(/\\/g, '/');
  const modules = path.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = path.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? path);
  }
  const src = path.indexOf('src/');
  if (src >= 0) {
    const parts = path.slice(src).split('/');
    return parts.length > 3 ? parts.slice(0, 3).join('/') : parts.slice(0, -1).join('/') || 'src';
  }
  if (path.includes('generated/')) return 'generated';
  return path.includes('vite') || path.startsWith('\0') ? 'vite runtime' : 'other';
}

/** Raw bytes per source of one built file, from its .map (null without one). */
async function bytesBySource(file) {
  if (!existsSync(`${file}.map`)) return null;
  const code = (await readFile(file, 'utf8')).split('\n');
  const consumer = new sourceMap.SourceMapConsumer(JSON.parse(await readFile(`${file}.map`, 'utf8')));
  const byLine = new Map();
  consumer.eachMapping((mapping) => {
    const list = byLine.get(mapping.generatedLine) ?? [];
    list.push(mapping);
    byLine.set(mapping.generatedLine, list);
  });
  const totals = new Map();
  let mapped = 0;
  for (const [line, list] of byLine) {
    list.sort((a, b) => a.generatedColumn - b.generatedColumn);
    const length = code[line - 1]?.length ?? 0;
    list.forEach((mapping, i) => {
      const end = list[i + 1]?.generatedColumn ?? length;
      const bytes = Math.max(0, end - mapping.generatedColumn);
      const key = mapping.source ? groupOf(mapping.source) : 'unmapped';
      totals.set(key, (totals.get(key) ?? 0) + bytes);
      mapped += bytes;
    });
  }
  const size = code.reduce((sum, text) => sum + text.length, 0);
  if (size > mapped) totals.set('unmapped', (totals.get('unmapped') ?? 0) + size - mapped);
  return totals;
}

/** [{ group, raw, gzip }] largest first, over the given built files. */
export async function composition(files) {
  const groups = new Map();
  for (const file of files) {
    const totals = await bytesBySource(file);
    const { raw, gzip } = await compressed(file);
    if (!totals) {
      groups.set('no source map', addTo(groups.get('no source map'), raw.length, gzip.length));
      continue;
    }
    const sum = [...totals.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [group, bytes] of totals) {
      groups.set(group, addTo(groups.get(group), bytes, (gzip.length * bytes) / sum));
    }
  }
  return [...groups.entries()]
    .map(([group, item]) => ({ group, raw: item.raw, gzip: Math.round(item.gzip) }))
    .sort((a, b) => b.raw - a.raw);
}

const addTo = (item = { raw: 0, gzip: 0 }, raw, gzip) => ({ raw: item.raw + raw, gzip: item.gzip + gzip });
