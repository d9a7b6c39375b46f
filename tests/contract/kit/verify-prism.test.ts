// contract:verify against Prism serving the contract: the mock is the contract, so every check it
// can answer must pass. Prism also validates our requests, so this proves the tour and the
// generator send valid ones and that every invalid request the kit makes is invalid indeed. What
// needs state (idempotency, money, tokens, isolation, hand-over) must be "not checkable here", never a violation.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { runVerify, type Run, type VerifyReport } from './run-node';

const prismUrl = inject('prismUrl');
let dir: string;
const runs = new Map<string, { run: Run; report: VerifyReport }>();
const STATEFUL = ['idempotency', 'money', 'tokens', 'isolation', 'hand-over'];

async function verify(name: string, args: string[]) {
  runs.set(name, await runVerify(prismUrl, join(dir, `${name}.json`), args));
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'verify-prism-'));
  await Promise.all([verify('default', []), verify('deep', ['--deep', '--generate', '2', '--seed', '7'])]);
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
});

it('passes every operation of the contract, and every check a mock can answer, with zero violations', () => {
  const { run, report } = runs.get('default') ?? { run: undefined, report: undefined };
  const failures = report?.results.filter((row) => row.result !== 'pass' && row.result !== 'not-checkable');
  expect(failures).toEqual([]);
  expect(report?.summary.violations).toBe(0);
  expect(report?.summary.operations).toBeGreaterThanOrEqual(21);
  expect(report?.results.filter((row) => row.check === 'shape' && row.result === 'pass')).toHaveLength(21);
  expect(
    report?.results.filter((row) => row.check === 'refusals' && row.result === 'pass').length,
  ).toBeGreaterThanOrEqual(16);
  expect(report?.results.filter((row) => row.check === 'authorization' && row.result === 'pass')).toHaveLength(13);
  // Without clientId, Prism gives every operation's documented 401; an unlisted method gets its 405.
  expect(report?.results.filter((row) => row.check === 'client-id' && row.result === 'pass')).toHaveLength(21);
  const methods = report?.results.filter((row) => row.check === 'methods') ?? [];
  expect(methods.map((row) => [row.result, row.status])).toEqual(methods.map(() => ['pass', 405]));
  expect(methods).toHaveLength(21);
  expect(run?.stdout).toContain('PASS: every answer conforms to the contract.');
  expect(run?.code).toBe(0);
});

it('recognises the mock and reports what needs state as not checkable here, with the reason', () => {
  const { report } = runs.get('default') ?? { report: undefined };
  expect(report?.behaviour.mock).toBe(true);
  const notCheckable = report?.results.filter((row) => row.result === 'not-checkable');
  expect(notCheckable?.map((row) => `${row.operationId} ${row.check}`).sort()).toEqual([
    'createHandOverCode hand-over',
    'createRechargeOrder idempotency',
    'redeemHandOverCode hand-over',
    'unlockEpisode idempotency',
    'unlockSeries idempotency',
  ]);
  for (const row of notCheckable ?? []) expect(row.reason).toMatch(/^not checkable here: .*a mock/);
});

it('with --deep and --generate: generated requests pass, the deep checks are not checkable, nothing fails', () => {
  const { run, report } = runs.get('deep') ?? { run: undefined, report: undefined };
  expect(
    report?.results.filter(
      (row) => row.result === 'violation' || row.result === 'skipped' || row.result === 'unreachable',
    ),
  ).toEqual([]);
  expect(report?.results.filter((row) => row.check === 'generated' && row.result === 'pass')).toHaveLength(21);
  const notCheckable = new Set(report?.results.filter((row) => row.result === 'not-checkable').map((row) => row.check));
  expect([...notCheckable].sort()).toEqual([...STATEFUL].sort());
  expect(run?.stdout).toContain('seed 7');
  expect(run?.code).toBe(0);
});
