// api:docs builds one self-contained HTML page with every operation, its named examples and the links.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { operations } from '../../../generated/operations';
import { runNode } from './run-node';

const out = mkdtempSync(join(tmpdir(), 'api-docs-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

it('writes documentation that names every operation and example and loads nothing from the network', async () => {
  const run = await runNode('scripts/contract/docs.mjs', ['--out', out]);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  const html = readFileSync(join(out, 'index.html'), 'utf8');
  for (const [operationId, operation] of Object.entries(operations)) {
    expect(html, operationId).toContain(operationId);
    for (const example of Object.keys(operation.examples)) expect(html, `${operationId} ${example}`).toContain(example);
  }
  expect(html).not.toMatch(/<(?:script|link)\b[^>]*\b(?:src|href)="https?:/);
  // The links, as a table the page renders (Redoc shows no link objects of its own).
  expect(html).toMatch(/<span>How the calls chain \(links\)<\/span>/);
  expect(html).toMatch(/<td>createRechargeOrder 200 → getRechargeOrder<\/td><td>OrderToStatus<\/td>/);
});
