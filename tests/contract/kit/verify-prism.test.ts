// contract:verify against Prism serving the contract: the mock is the contract, so every
// operation must pass. Prism also validates our requests, so this proves the tour sends valid ones.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startPrism } from '../../../mocks/prism.mjs';
import { runNode } from './run-node';

let prism: Awaited<ReturnType<typeof startPrism>>;
let dir: string;

beforeAll(async () => {
  prism = await startPrism();
  dir = mkdtempSync(join(tmpdir(), 'verify-prism-'));
});

afterAll(async () => {
  await prism?.stop();
  rmSync(dir, { recursive: true, force: true });
});

it('passes every operation of the contract with zero violations', async () => {
  const file = join(dir, 'report.json');
  const run = await runNode('scripts/contract/verify.mjs', ['--base-url', prism.url, '--json', file]);
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    summary: { operations: number; passed: number; violations: number };
    results: { operationId: string; result: string; violations: unknown[] }[];
  };
  const failures = report.results.filter((result) => result.result !== 'pass');
  expect(failures).toEqual([]);
  expect(report.summary.violations).toBe(0);
  expect(report.summary.operations).toBeGreaterThanOrEqual(18);
  expect(run.stdout).toContain('PASS: every answer conforms to the contract.');
  expect(run.code).toBe(0);
});
