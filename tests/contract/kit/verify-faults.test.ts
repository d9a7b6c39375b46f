// contract:verify's shape checks against a deliberately broken server: every fault is reported on
// its operation with its path, the correct operations are clean, and the exit code and reports say
// so. --no-behaviour keeps these runs to the shape checks (verify-behaviour.test.ts has the rest).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULTS, startFaultyServer } from './fixtures/faulty-server.mjs';
import { runNode, runVerify, type Run, type VerifyReport } from './run-node';

const VERIFY = 'scripts/contract/verify.mjs';

let server: Awaited<ReturnType<typeof startFaultyServer>>;
let dir: string;
let run: Run;
let report: VerifyReport;

beforeAll(async () => {
  server = await startFaultyServer();
  dir = mkdtempSync(join(tmpdir(), 'verify-faults-'));
  // A short timeout keeps the hanging operation from slowing the suite; the others answer at once.
  ({ run, report } = await runVerify(server.url, join(dir, 'report.json'), [
    '--no-behaviour',
    '--timeout',
    '1500',
    '--junit',
    join(dir, 'report.xml'),
  ]));
});

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const resultOf = (operationId: string) => report.results.find((result) => result.operationId === operationId);

describe('contract:verify against the faulty server', () => {
  it('fails with exit code 1 and says why in the summary', () => {
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /FAIL: the server breaks the contract on 11 operation\(s\); 2 more could not be checked/,
    );
  });

  it('tours every operation of the contract', () => {
    const contract = JSON.parse(readFileSync('generated/openapi.json', 'utf8')) as { paths: Record<string, object> };
    const ids = Object.values(contract.paths).flatMap((item) =>
      Object.values(item as Record<string, { operationId?: string }>).flatMap(
        (operation) => operation.operationId ?? [],
      ),
    );
    expect(report.results.map((result) => result.operationId).sort()).toEqual(ids.sort());
  });

  it.each(Object.entries(FAULTS))('reports %s on its operation, at its path', (operationId, fault) => {
    const result = resultOf(operationId);
    if (fault.result === 'unreachable') {
      expect(result).toMatchObject({ result: 'unreachable', violations: [] });
      expect(result?.reason).toMatch(fault.message ?? /./);
      expect(run.stdout).toMatch(new RegExp(`${operationId}.*UNREACHABLE`));
      return;
    }
    expect(result?.result).toBe('violation');
    // Exactly the planted fault: no noise from oneOf branches or the envelope checks.
    expect(result?.violations.map((violation) => violation.path)).toEqual([fault.path]);
    expect(result?.violations[0]?.message).toMatch(fault.message ?? /./);
    expect(run.stdout).toContain(`${fault.path}: ${result?.violations[0]?.message}`);
  });

  it('reports nothing on the operations that are correct', () => {
    const correct = report.results.filter((result) => !(result.operationId in FAULTS));
    expect(correct.length).toBeGreaterThanOrEqual(4);
    for (const result of correct)
      expect(result, result.operationId).toMatchObject({ result: 'pass', status: 200, violations: [] });
  });

  it('writes a JUnit report with a failure per violating operation and an error per unreachable one', () => {
    const xml = readFileSync(join(dir, 'report.xml'), 'utf8');
    expect(xml).toMatch(/<testsuite name="contract:verify" tests="21" failures="11" errors="2" skipped="0"/);
    expect(xml).toMatch(/name="getBalance"[^>]*>\s*<failure message="1 violation\(s\): data: must be object/);
    expect(xml).toMatch(/name="trackEvent"[^>]*>\s*<error message="timed out/);
    expect(xml).toMatch(/name="login"[^>]*\/>/);
  });
});

describe('contract:verify on documented failure answers', () => {
  const failing = (operationId: string, status: number, body: unknown) =>
    startFaultyServer({ faults: { [operationId]: { fault: 'documented failure', reply: { status, body } } } });

  it('accepts "insufficient balance" on unlock, which a guest with no coins rightly gets', async () => {
    const server402 = await failing('unlockEpisode', 402, { code: 1002, data: null, msg: 'Insufficient balance' });
    try {
      const result = await runNode(VERIFY, ['--base-url', server402.url, '--no-behaviour', '--only', 'unlockEpisode']);
      expect(result.stdout).toMatch(
        /unlockEpisode .*pass 402\s+documented HTTP 402 \(code 1002: Insufficient balance\): the user has too few coins/,
      );
      expect(result.code).toBe(0);
    } finally {
      await server402.stop();
    }
  });

  it('flags a documented 401 to a valid request, and a failure envelope that breaks its schema', async () => {
    const server401 = await failing('getBalance', 401, { code: 401, data: {}, msg: 'token expired' });
    try {
      const result = await runNode(VERIFY, ['--base-url', server401.url, '--no-behaviour', '--only', 'getBalance']);
      expect(result.stdout).toContain('status: a valid request got HTTP 401, expected a success answer');
      expect(result.stdout).toContain('data: must be null (got object {})');
      expect(result.code).toBe(1);
    } finally {
      await server401.stop();
    }
  });
});

describe('contract:verify when operations cannot be reached', () => {
  it('exits 2 when the only problem is an operation that does not answer in time', async () => {
    const result = await runNode(VERIFY, [
      '--base-url',
      server.url,
      '--no-behaviour',
      '--timeout',
      '800',
      '--only',
      'trackEvent,login',
    ]);
    expect(result.code).toBe(2);
    expect(result.stdout).toMatch(/trackEvent .*UNREACHABLE\s+timed out: no complete answer within 800 ms/);
    expect(result.stdout).toMatch(/INCOMPLETE: no violation found, but 1 check\(s\) could not reach the server/);
  });

  it('reports a 5xx as unreachable, not as a violation', async () => {
    const failing = await startFaultyServer({ faults: { decryptShortCode: { fault: 'server error', raw: 'error' } } });
    try {
      const result = await runNode(VERIFY, ['--base-url', failing.url, '--no-behaviour', '--only', 'decryptShortCode']);
      expect(result.code).toBe(2);
      expect(result.stdout).toMatch(/decryptShortCode .*UNREACHABLE 500\s+HTTP 500 \(server error\)/);
    } finally {
      await failing.stop();
    }
  });

  it('reports a refused connection and skips the operations that needed its answer', async () => {
    const port = await closedPort();
    const result = await runNode(VERIFY, [
      '--base-url',
      `http://127.0.0.1:${port}`,
      '--no-behaviour',
      '--only',
      'getDramaInfo,registerGuest',
    ]);
    expect(result.code).toBe(2);
    expect(result.stdout).toMatch(/getDramaInfo .*UNREACHABLE\s+connection refused/);
    expect(result.stdout).toMatch(
      /registerGuest .*skipped\s+needs dramaId, promotionLinkId, pixelId, siteId from an earlier answer/,
    );
  });

  it('refuses to run without a base URL (exit 3)', async () => {
    const result = await runNode(VERIFY, []);
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/--base-url must be an http\(s\) URL/);
  });
});

/** A port that was free a moment ago, so nothing listens on it. */
function closedPort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
