// Adopting the kit on a legacy server: --write-baseline writes today's violations; --baseline
// reports them as known, without failing, until each entry expires; a new violation fails, an
// expired entry fails. And a run in which no call succeeded (every answer 401, or 404) checked
// nothing: it ends as "no meaningful check", exit 2, naming the likely cause, never as a pass.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLocal } from './fixtures/http-fixture.mjs';
import { startStatefulServer } from './fixtures/stateful-server.mjs';
import { runNode, runVerify } from './run-node';

const VERIFY = 'scripts/contract/verify.mjs';
const KNOWN = ['balanceWithoutToken', 'resetAcceptsInvalidEmail'];
const ONLY = 'getBalance,resetEmailAndPassword';

interface Entry {
  operation: string;
  check: string;
  path: string;
  reason: string;
  expires: string;
  message?: string;
}

let dir: string;
let written: Entry[];
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** contract:verify against a server of its own (a binding of the invalid e-mail would carry over). */
async function verifyOn(faults: string[], args: string[], name: string) {
  const server = await startStatefulServer({ faults });
  try {
    return await runVerify(server.url, join(dir, `${name}.json`), args);
  } finally {
    await server.stop();
  }
}

function baseline(name: string, entries: Entry[]) {
  const file = join(dir, `${name}.baseline.json`);
  writeFileSync(file, JSON.stringify({ violations: entries }));
  return file;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'verify-baseline-'));
  const file = join(dir, 'written.baseline.json');
  const { run } = await verifyOn(KNOWN, ['--only', ONLY, '--write-baseline', file], 'first');
  expect(run.code).toBe(1);
  written = (JSON.parse(readFileSync(file, 'utf8')) as { violations: Entry[] }).violations;
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('--write-baseline and --baseline', () => {
  it("writes today's violations, each with a reason to give and an expiry in 30 days", () => {
    expect(written.map((entry) => `${entry.operation} ${entry.check} ${entry.path}`).sort()).toEqual([
      'getBalance authorization no token',
      'resetEmailAndPassword refusals body.email',
    ]);
    for (const entry of written) {
      expect(entry.reason).toMatch(/^TODO/);
      expect(entry.expires).toBe(day(30));
      expect(entry.message).toBeTruthy();
    }
  });

  it('reports the listed violations as known and passes', async () => {
    const file = baseline(
      'reasoned',
      written.map((entry) => ({ ...entry, reason: 'legacy auth, fixed in API v2' })),
    );
    const { run, report } = await verifyOn(KNOWN, ['--only', ONLY, '--baseline', file], 'known');
    expect(report.results.filter((row) => row.result === 'known')).toHaveLength(2);
    expect(run.stdout).toMatch(
      new RegExp(
        `authorization +GET /h5/user/balance +KNOWN\\s+no token: .* \\(known until ${day(30)}: legacy auth, fixed in API v2\\)`,
      ),
    );
    expect(run.stdout).toContain(
      'PASS: every answer conforms to the contract. 2 check(s) with known violations (baseline).',
    );
    expect(run.code).toBe(0);
  });

  it('fails on a violation the baseline does not list, and only there', async () => {
    const file = baseline('incomplete', written);
    const { run, report } = await verifyOn(
      [...KNOWN, 'userInfoWrongCode'],
      ['--only', `${ONLY},getUserInfo`, '--baseline', file],
      'new',
    );
    expect(
      report.results.filter((row) => row.result === 'violation').map((row) => `${row.operationId} ${row.check}`),
    ).toEqual(['getUserInfo authorization']);
    expect(run.code).toBe(1);
  });

  it('fails on an expired entry, whether its violation is still there or not', async () => {
    const [balance, email] = written as [Entry, Entry];
    const file = baseline('expired', [
      { ...balance, expires: day(-1) },
      email,
      { operation: 'getUserInfo', check: 'authorization', path: 'no token', reason: 'gone', expires: day(-2) },
    ]);
    const { run, report } = await verifyOn(KNOWN, ['--only', ONLY, '--baseline', file], 'expired');
    expect(
      report.results.find((row) => row.operationId === 'getBalance' && row.check === 'authorization')?.result,
    ).toBe('violation');
    expect(run.stdout).toContain(`(baseline entry expired on ${day(-1)}: TODO`);
    expect(run.stdout).toMatch(/✖ baseline .*: the entry for getUserInfo authorization "no token" expired on/);
    expect(run.stdout).toMatch(/FAIL: the server breaks the contract on 1 operation\(s\); 2 baseline entries expired/);
    expect(run.code).toBe(1);
  });

  it('says which entries were not seen (fixed), without failing', async () => {
    const file = baseline('fixed', written);
    const { run } = await verifyOn(['balanceWithoutToken'], ['--only', ONLY, '--baseline', file], 'fixed');
    expect(run.stdout).toMatch(
      /resetEmailAndPassword refusals "body\.email" was not seen in this run: fixed\? remove the entry/,
    );
    expect(run.code).toBe(0);
  });

  it('refuses a baseline entry without a reason or with a date it cannot read (exit 3)', async () => {
    const [balance] = written as [Entry];
    for (const entry of [
      { ...balance, reason: '' },
      { ...balance, expires: '31/12/2026' },
    ]) {
      const run = await runNode(VERIFY, ['--base-url', 'http://127.0.0.1:9', '--baseline', baseline('bad', [entry])]);
      expect(run.code).toBe(3);
      expect(run.stderr).toMatch(/--baseline .*violations\[0\]: "(reason" is required|expires" must be a date)/);
    }
  });
});

describe('a run in which no call succeeded', () => {
  const answeringAll = (status: number, body: unknown) =>
    listenLocal(
      createServer((req, res) => {
        req.resume();
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      }),
    );

  it.each([
    [401, { code: 401, data: null, msg: 'bad client' }, /--client-id \(the clientId header\) and --token/],
    [404, { code: 404, data: null, msg: 'not found' }, /check --base-url \(the part before \/h5/],
  ])('every answer HTTP %i: no meaningful check, exit 2, with the likely cause', async (status, body, cause) => {
    const server = await answeringAll(status, body);
    try {
      const run = await runNode(VERIFY, ['--base-url', server.url, '--no-behaviour']);
      expect(run.stdout).toMatch(
        new RegExp(`NO MEANINGFUL CHECK: no call of the tour succeeded \\(HTTP ${status} ×\\d+\\): `),
      );
      expect(run.stdout).toMatch(cause);
      expect(run.stdout).not.toContain('PASS');
      expect(run.code).toBe(2);
    } finally {
      await server.stop();
    }
  });
});
