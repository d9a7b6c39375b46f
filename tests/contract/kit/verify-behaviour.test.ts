// contract:verify's behaviour checks against a server with state (fixtures/stateful-server.mjs):
// correct, it passes every check; with a fault from BEHAVIOUR_FAULTS (fixtures/behaviour-faults.mjs), exactly the row of that
// fault's operation and check fails, with that fault's violation, and nothing else does. A server
// behind a rate limiter, or still processing a retried key, is waited for and never called wrong.
// The runs are independent, each on a server of its own, so they go side by side.
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

type ServerOptions = NonNullable<Parameters<typeof startStatefulServer>[0]>;

/** A Retry-After as an HTTP date a second from now (IMF-fixdate). */
const inASecond = () => new Date(Date.now() + 1000).toUTCString();

/**
 * Each run: the faults its server has, the options verify gets (FUNDED: the funded user's token)
 * and, for a correct server, how it rate-limits or keeps a retried key busy.
 */
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
      'seriesInProgressOnFirst',
      'orderCheckLimitedWithoutRetryAfter',
      'orderLimitedWithUnreadableRetryAfter',
      'unlockRetryBusyOffContract',
      'handOverReusable',
      'handOverLivesAnHour',
    ],
    args: [],
  },
  // Without --deep: a server that charges any repeat also charges an unlock already bought, which
  // the deep money check would report as well.
  fundedRetry: { faults: ['unlockChargesTwice'], args: ['--token', 'FUNDED'] },
  funded: {
    faults: [
      'seriesKeyIgnoresBody',
      'optionsAcceptAnyToken',
      'orderReadableByAnyone',
      'rechargeRecordsOfEveryone',
      'paymentRecordsOfEveryone',
      'keysSharedBetweenUsers',
      'unlockWrongPrice',
      'handOverAnyToken',
    ],
    args: ['--deep', '--token', 'FUNDED'],
  },
  unplayable: {
    faults: ['unlockNoAddress', 'infoStillLocked'],
    args: ['--deep', '--token', 'FUNDED', '--only', 'unlockEpisode'],
  },
  unlockedAgain: {
    faults: ['unlockChargesWhenOpen'],
    args: ['--deep', '--token', 'FUNDED', '--only', 'unlockEpisode'],
  },
  generated: { faults: ['trackRefusesMostEvents'], args: ['--generate', '5', '--seed', '42', '--only', 'trackEvent'] },
  clientAndMethods: {
    faults: [
      'infoWithoutClientId',
      'eventClientIdBadRequest',
      'unlockGetNotFound',
      'balanceNoAllow',
      'unlockBusyUnreadableRetryAfter',
    ],
    args: [],
  },
  limited: {
    faults: [],
    args: [],
    server: () => ({
      rateLimits: [
        { operationId: 'getBalance', from: 1, times: 2, retryAfter: '1' },
        { operationId: 'getRechargeOptions', from: 1, times: 1, retryAfter: inASecond() },
        { operationId: 'createRechargeOrder', from: 2, times: 2, retryAfter: '1' },
      ],
      busyRetries: ['unlockEpisode'],
    }),
  },
} satisfies Record<
  string,
  { faults: (keyof typeof BEHAVIOUR_FAULTS)[]; args: string[]; server?: () => Omit<ServerOptions, 'faults'> }
>;
type RunName = keyof typeof RUNS;

/**
 * The runs go side by side on two cores: alone each takes 3 to 15 s, but on a machine loaded by
 * other work (load average above 20) the batch has taken over a minute. A deadline, not a measure.
 */
const BUDGET_MS = 180_000;

let dir: string;
const outcomes = new Map<RunName, Outcome>();

async function verify(name: RunName): Promise<Outcome> {
  const spec: { faults: string[]; args: string[]; server?: () => Omit<ServerOptions, 'faults'> } = RUNS[name];
  const { faults, args } = spec;
  const server = await startStatefulServer({ faults, ...spec.server?.() });
  try {
    const xml = join(dir, `${name}.xml`);
    // As `--token=…`: a random token starting with a dash (1 in 64) would read as an option of its own.
    const filled = args.flatMap((arg, index) =>
      arg === 'FUNDED' ? [] : args[index + 1] === 'FUNDED' ? [`${arg}=${server.fundedToken}`] : [arg],
    );
    const { run, report } = await runVerify(server.url, join(dir, `${name}.json`), ['--junit', xml, ...filled], {
      timeoutMs: BUDGET_MS,
    });
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
}, BUDGET_MS);

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
      new Set(['shape', 'refusals', 'authorization', 'client-id', 'methods', 'idempotency', 'hand-over']),
    );
    expect(report.behaviour).toMatchObject({ enabled: true, deep: false, mock: false });
    expect(run.stdout).toContain('register guests and create payment orders on this server');
    expect(run.stdout).toContain('PASS: every answer conforms to the contract.');
    expect(run.code).toBe(0);
  });

  it('passes every deep, money and generated check with a funded user, and prints the seed', () => {
    const { run, report } = outcome('cleanDeep');
    expect(report.results.filter((row) => row.result !== 'pass')).toEqual([]);
    for (const check of ['tokens', 'isolation', 'money', 'hand-over', 'generated'])
      expect(report.results.some((row) => row.check === check)).toBe(true);
    expect(run.stdout).toMatch(/unlockEpisode[\s\S]*money .*pass\s+1000 → 970 coins \(episodePrice 30\)/);
    expect(run.stdout).toMatch(
      /unlocked again with a new key: nothing charged, HTTP 200, code 0, episode \d+ in data\.unlocked/,
    );
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

describe('contract:verify against a correct server behind a rate limiter', () => {
  const rowOf = (operationId: string, check: string) =>
    outcome('limited').report.results.find((row) => row.operationId === operationId && row.check === check);

  it('waits the Retry-After of a 429, in seconds or as a date, asks again once and checks that answer', () => {
    expect(rowOf('getRechargeOptions', 'shape')).toMatchObject({ result: 'pass', status: 200 });
    expect(rowOf('getRechargeOptions', 'headers')).toMatchObject({ result: 'pass' });
  });

  it('reports a second 429 as rate limited, not a violation, in the tour and in a behaviour check', () => {
    const { run, report } = outcome('limited');
    expect(report.results.filter((row) => row.result === 'violation')).toEqual([]);
    const limited = report.results.filter((row) => row.result === 'unreachable');
    expect(limited.map((row) => `${row.operationId} ${row.check}`).sort()).toEqual([
      'createRechargeOrder idempotency',
      'getBalance shape',
    ]);
    for (const row of limited) expect(row.reason).toMatch(/rate limited \(HTTP 429.*\): not a violation, retry later/);
    expect(run.stdout).toMatch(/getBalance +shape .*RATE LIMITED 429\s+rate limited \(HTTP 429, Retry-After "1"/);
    expect(run.stdout).toContain('(2 rate limited: not a violation, run again later)');
    expect(outcome('limited').junit).toMatch(
      /name="getBalance"[^>]*>\s*<error message="rate limited[^"]*" type="rate-limited"/,
    );
    expect(run.code).toBe(2);
  });

  it('checks the Retry-After of every 429, against the contract where it documents the header', () => {
    expect(rowOf('createRechargeOrder', 'headers')?.result).toBe('pass');
    expect(rowOf('getBalance', 'headers')).toMatchObject({ result: 'pass' });
    expect(outcome('limited').run.stdout).toMatch(
      /getBalance[\s\S]*headers .*pass\s+2 answers HTTP 429 \(rate limited\); the contract documents no Retry-After/,
    );
  });

  it("waits out a 409 in the contract's envelope to a retried key and compares the answer that follows", () => {
    expect(rowOf('unlockEpisode', 'idempotency')).toMatchObject({ result: 'pass' });
    expect(outcome('limited').run.stdout).toMatch(
      /idempotency .*pass\s+retry: HTTP 409 \(still being processed\), then after 1 s the same HTTP 402/,
    );
  });
});

describe.each([
  ['a guest', 'guest'],
  ['a funded user, retrying', 'fundedRetry'],
  ['a funded user, with --deep', 'funded'],
  ['a funded user, with --deep, on the unlocked episode', 'unplayable'],
  ['a funded user, with --deep, unlocking an episode again', 'unlockedAgain'],
  ['generated inputs', 'generated'],
  ['a guest, on the client id, the methods and the documented headers', 'clientAndMethods'],
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
