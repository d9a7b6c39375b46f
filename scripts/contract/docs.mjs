#!/usr/bin/env node
// npm run api:docs [-- --out DIR]
//
// Builds readable HTML documentation of the contract (every operation, schema and named example,
// and a table of its links) with Redocly's build-docs into api-docs/index.html (not committed), from
// the bundled contract (generated/openapi.json). The Redoc scripts are inlined,
// so the page opens from disk with no network, and the build itself fetches nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const REDOCLY = fileURLToPath(new URL('../../node_modules/.bin/redocly', import.meta.url));
const CONTRACT = fileURLToPath(new URL('../../generated/openapi.json', import.meta.url));

const { values } = parseArgs({ options: { out: { type: 'string', default: 'api-docs' } } });
const file = join(resolve(values.out), 'index.html');

/**
 * The contract's links as a table in its introduction: Redoc does not render link objects, and the
 * chain of calls (which answer gives which call its ids and token) is what a backend reader needs.
 */
function withLinkTable(contract) {
  const rows = [];
  for (const item of Object.values(contract.paths ?? {}))
    for (const operation of Object.values(item))
      for (const [status, response] of Object.entries(operation?.responses ?? {}))
        for (const [name, raw] of Object.entries(response?.links ?? {})) {
          const link = raw.$ref ? contract.components.links[raw.$ref.split('/').pop()] : raw;
          const values = { ...link.parameters, ...link.requestBody };
          if (link['x-bearer-token']) values['bearer token'] = link['x-bearer-token'];
          const given = Object.entries(values)
            .map(([key, value]) => `\`${key}\` ← \`${value}\``)
            .join('<br>');
          rows.push(`| ${operation.operationId} ${status} → ${link.operationId} | ${name} | ${given} |`);
        }
  const table = [
    '## How the calls chain (links)',
    '',
    'Each row is an OpenAPI link: the answer on the left gives the call on the right these values.',
    '',
    '| answer → call | link | values |',
    '|---|---|---|',
    ...rows,
  ].join('\n');
  return { ...contract, info: { ...contract.info, description: `${contract.info.description}\n${table}\n` } };
}

const dir = mkdtempSync(join(tmpdir(), 'api-docs-'));
const bundled = join(dir, 'openapi.json');
writeFileSync(bundled, JSON.stringify(withLinkTable(JSON.parse(readFileSync(CONTRACT, 'utf8')))));
const result = spawnSync(
  REDOCLY,
  ['build-docs', bundled, '--inlineBundle', '--title', 'Short drama player H5 API', '-o', file],
  { encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
);
rmSync(dir, { recursive: true, force: true });
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
