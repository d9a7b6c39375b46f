#!/usr/bin/env node
// npm run api:docs [-- --out DIR]
//
// Builds readable HTML documentation of the contract (every operation, schema and named example)
// with Redocly's build-docs into api-docs/index.html (not committed). The Redoc scripts are inlined,
// so the page opens from disk with no network, and the build itself fetches nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const REDOCLY = fileURLToPath(new URL('../../node_modules/.bin/redocly', import.meta.url));

const { values } = parseArgs({ options: { out: { type: 'string', default: 'api-docs' } } });
const file = join(resolve(values.out), 'index.html');

const result = spawnSync(
  REDOCLY,
  ['build-docs', 'openapi/openapi.yaml', '--inlineBundle', '--title', 'Short drama player H5 API', '-o', file],
  { encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
);
if (result.status !== 0 || !existsSync(file)) {
  process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}${result.error ?? ''}\n`);
  console.error('api:docs: redocly build-docs failed');
  process.exit(1);
}

// A page that loads its scripts or styles from a CDN would show nothing offline: refuse it.
const html = readFileSync(file, 'utf8');
const remote = html.match(/<(?:script|link)\b[^>]*\b(?:src|href)="https?:\/\/[^"]+"/g) ?? [];
if (remote.length > 0) {
  console.error(`api:docs: ${file} loads resources from the network:\n  ${remote.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `API docs written to ${file} (${Math.round(html.length / 1024)} KiB, works offline). Open it in a browser.`,
);
