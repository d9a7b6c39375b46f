// contract:verify's behaviour checks against a server with state (fixtures/stateful-server.mjs):
// correct, it passes every check; with a fault from BEHAVIOUR_FAULTS (fixtures/behaviour-faults.mjs), exactly the row of that
// fault's operation and check fails, with that fault's violation, and nothing else does. The runs
// are independent, each on a server of its own, so they go side by side.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEHAVIOUR_FAULTS } from './fixtures/behaviour-faults.mjs';
import { startStatefulServer } from './fixtures/stateful-server.mjs';
import { runVerify, type Run, type VerifyReport } from './run-node';

interface Outcome {
  run: Run;
  report: VerifyReport;
  junit: string;
}

/** Each run: the faults its server has and the options verify gets (FUNDED: the funded user's token). */
const RUNS = {
  clean: { faults: [], args: [] },
  cleanDeep: { faults: [], args: ['--deep', '--token', 'FUNDED', '--generate', '3', '--seed', '42'] },
  shapeOnly: {
    faults: ['balanceWithoutToken', 'resetAcceptsInvalidEmail', 'orderIgnoresKey'],
    args: ['--no-behaviour'],
  },
  guest: {
    faults: [
      'resetAcceptsInvalidEmail',
      'registerAcceptsUnknownField',
      'orderAcceptsMissingField',
      'recordsAcceptWrongType',
      'balanceWithoutToken',
      'recordsForbiddenWithoutToken',
      'userInfoWrongCode',
      'orderIgnoresKey',
    ],
    args: [],
  },
  funded: {
    faults: [
      'unlockChargesTwice',
      'seriesKeyIgnoresBody',
      'optionsAcceptAnyToken',
      'orderReadableByAnyone',
      'rechargeRecordsOfEveryone',
      'paymentRecordsOfEveryone',
      'keysSharedBetweenUsers',
      'unlockWrongPrice',
    ],
    args: ['--deep', '--token', 'FUNDED'],
  },
  unplayable: {
    faults: ['unlockNoAddress', 'infoStillLocked'],
    args: ['--deep', '--token', 'FUNDED', '--only', 'unlockEpisode'],
  },
  generated: { faults: ['trackRefusesMostEvents'], args: ['--generate', '5', '--seed', '42', '--only', 'trackEvent'] },
} satisfies Record<string, { faults: (keyof typeof BEHAVIOUR_FAULTS)[]; args: string[] }>;
type RunName = keyof typeof RUNS;

let dir: string;
const outcomes = new Map<RunName, Outcome>();

async function verify(name: RunName): Promise<Outcome> {
  const { faults, args } = RUNS[name];
  const server = await startStatefulServer({ faults });
  try {
    const xml = join(dir, `${name}.xml`);
    const filled = args.map((arg) => (arg === 'FUNDED' ? server.fundedToken : arg));
    const { run, report } = await runVerify(server.url, join(dir, `${name}.json`), ['--junit', xml, ...filled]);
    return { run, report, junit: readFileSync(xml, 'utf8') };
  } finally {
    await server.stop();
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'verify-behaviour-'));
  const names = Object.keys(RUNS) as RunName[];
  const done = await Promise.all(names.map(verify));
  names.forEach((name, index) => outcomes.set(name, done[index] as Outcome));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const outcome = (name: RunName) => outcomes.get(name) as Outcome;
const violating = (name: RunName) =>
  outcome(name)
    .report.results.filter((row) => row.result === 'violation')
    .map((row) => `${row.operationId} ${row.check}`)
    .sort();

describe('contract:verify against a correct server with state', () => {
  it('passes every check of a guest and says what the checks leave on the server', () => {
    const { run, report } = outcome('clean');
    expect(report.results.filter((row) => row.result !== 'pass')).toEqual([]);
    expect(new Set(report.results.map((row) => row.check))).toEqual(
      new Set(['shape', 'refusals', 'authorization', 'idempotency']),
    );
    expect(report.behaviour).toMatchObject({ enabled: true, deep: false, mock: false });
    expect(run.stdout).toContain('register guests and create payment orders on this server');
    expect(run.stdout).toContain('PASS: every answer conforms to the contract.');
    expect(run.code).toBe(0);
  });

  it('passes every deep, money and generated check with a funded user, and prints the seed', () => {
    const { run, report } = outcome('cleanDeep');
    expect(report.results.filter((row) => row.result !== 'pass')).toEqual([]);
    for (const check of ['tokens', 'isolation', 'money', 'generated'])
      expect(report.results.some((row) => row.check === check)).toBe(true);
    expect(run.stdout).toMatch(/unlockEpisode[\s\S]*money .*pass\s+1000 → 970 coins \(episodePrice 30\)/);
    expect(run.stdout).toContain('Generated inputs: seed 42 (replay: --generate 3 --seed 42)');
    expect(run.stdout).toContain("spend the --token user's coins");
    expect(run.code).toBe(0);
  });

  it('with --no-behaviour checks the shape only, so behaviour faults go unseen', () => {
    const { run, report } = outcome('shapeOnly');
    expect(new Set(report.results.map((row) => row.check))).toEqual(new Set(['shape']));
    expect(run.stdout).not.toContain('Behaviour checks are on');
    expect(run.code).toBe(0);
  });
});

describe.each([
  ['a guest', 'guest'],
  ['a funded user, with --deep', 'funded'],
  ['a funded user, with --deep, on the unlocked episode', 'unplayable'],
  ['generated inputs', 'generated'],
] as const)('contract:verify as %s against a server with faults', (_, name) => {
  const faults = RUNS[name].faults.map((key) => {
    const fault = BEHAVIOUR_FAULTS[key];
    if (!fault) throw new Error(`no fault ${key} in BEHAVIOUR_FAULTS`);
    return fault;
  });

  it.each(faults.map((fault) => [fault.fault, fault] as const))('detects a server that %s', (_fault, fault) => {
    const row = outcome(name).report.results.find(
      (r) => r.operationId === fault.operationId && r.check === fault.check,
    );
    expect(row?.result).toBe('violation');
    const found = row?.violations.find(
      (violation) => violation.path.startsWith(fault.path) && fault.message.test(violation.message),
    );
    expect(found, JSON.stringify(row?.violations, null, 2)).toBeDefined();
    expect(outcome(name).run.stdout).toContain(`${found?.path}: ${found?.message}`);
  });

  it('reports no violation anywhere else, and exits 1', () => {
    const expected = [...new Set(faults.map((fault) => `${fault.operationId} ${fault.check}`))].sort();
    expect(violating(name)).toEqual(expected);
    expect(outcome(name).run.code).toBe(1);
  });

  it('writes a JUnit failure per violating check, named after operation and check', () => {
    for (const fault of faults) {
      const check = fault.check === 'shape' ? '' : ` (${fault.check})`;
      expect(outcome(name).junit).toMatch(
        new RegExp(`name="${fault.operationId}${check.replace(/[()]/g, '\\$&')}"[^>]*>\\s*<failure`),
      );
    }
  });
});
