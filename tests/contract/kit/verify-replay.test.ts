// Reproducing a failure: every violation prints a curl line that sends its request (the token
// masked unless --show-secrets), the JSON report keeps each failing request, and --replay sends
// them again and says which still fail: against the same faulty server they do; against a
// correct one they are fixed; a masked token needs --token; a check that compares several
// answers is not judged from one request.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curlOf, maskSent } from '../../../scripts/contract/lib/sent.mjs';
import { startStatefulServer } from './fixtures/stateful-server.mjs';
import { runNode, runVerify, type Run, type VerifyReport } from './run-node';

const VERIFY = 'scripts/contract/verify.mjs';
const FAULTS = ['balanceWithoutToken', 'resetAcceptsInvalidEmail', 'orderIgnoresKey'];
const ONLY = ['--only', 'getBalance,createRechargeOrder,resetEmailAndPassword'];

type Server = Awaited<ReturnType<typeof startStatefulServer>>;
let faulty: Server;
let faultyToo: Server;
let correct: Server;
let dir: string;
let masked: { run: Run; report: VerifyReport };
let shown: { run: Run; report: VerifyReport };

interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}
const requestOf = (report: VerifyReport, operationId: string, check: string) =>
  (
    report.results.find((row) => row.operationId === operationId && row.check === check)?.violations[0] as
      { request?: SentRequest } | undefined
  )?.request;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'verify-replay-'));
  // A server each: a first run's binding of the invalid e-mail would make the second's "already bound".
  [faulty, faultyToo, correct] = await Promise.all([
    startStatefulServer({ faults: FAULTS }),
    startStatefulServer({ faults: FAULTS }),
    startStatefulServer(),
  ]);
  [masked, shown] = await Promise.all([
    runVerify(faulty.url, join(dir, 'masked.json'), [...ONLY, '--junit', join(dir, 'masked.xml')]),
    runVerify(faultyToo.url, join(dir, 'shown.json'), [...ONLY, '--show-secrets']),
  ]);
});

afterAll(async () => {
  await Promise.all([faulty?.stop(), faultyToo?.stop(), correct?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

describe('each violation, reproducible from a terminal', () => {
  it('prints under each violation a curl line that sends its request, the token read from $TOKEN', () => {
    const { run } = masked;
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /no token: the call succeeded.*\n\s+curl -i -X GET '[^']+\/h5\/user\/balance' -H 'accept: application\/json' -H 'clientId: conformance-check'\n/,
    );
    expect(run.stdout).toMatch(
      /body\.email: an e-mail breaking format "email".*\n\s+curl -i -X POST '[^']+\/h5\/user\/resetEmailAndPassword' .*-H "authorization: Bearer \$TOKEN" .*--data-raw '\{"email":"conformance\.example\.com","password":"\*\*\*"\}'/,
    );
  });

  it('puts the curl line in the JUnit failure too, masked', () => {
    const xml = readFileSync(join(dir, 'masked.xml'), 'utf8');
    expect(xml).toMatch(
      /name="getBalance \(authorization\)"[^>]*>\s*<failure [^>]*>[^<]*no token: [^<]*\n {2}curl -i -X GET &apos;http/,
    );
    expect(xml).not.toMatch(/Bearer (?!\*\*\*|\$TOKEN)[A-Za-z0-9_-]{8,}/);
  });

  it('keeps each failing request in the JSON report, its token and password masked', () => {
    const request = requestOf(masked.report, 'resetEmailAndPassword', 'refusals');
    expect(request).toMatchObject({ method: 'POST', headers: { authorization: 'Bearer ***' } });
    expect(JSON.parse(request?.body ?? '{}')).toEqual({ email: 'conformance.example.com', password: '***' });
    expect(readFileSync(join(dir, 'masked.json'), 'utf8')).not.toMatch(/Bearer (?!\*\*\*)/);
  });

  it('keeps the token with --show-secrets', () => {
    const request = requestOf(shown.report, 'resetEmailAndPassword', 'refusals');
    expect(request?.headers.authorization).toMatch(/^Bearer (?!\*\*\*$)\S+$/);
    expect(shown.run.stdout).toMatch(/-H 'authorization: Bearer (?!\$TOKEN)\S+'/);
  });

  it('quotes what a shell would read otherwise, and sends a multipart field as text', () => {
    const line = curlOf({
      method: 'POST',
      url: 'http://127.0.0.1:1/h5/x',
      headers: { authorization: 'Bearer ***' },
      form: { note: "it's @file" },
    });
    expect(line).toBe(
      `curl -i -X POST 'http://127.0.0.1:1/h5/x' -H "authorization: Bearer $TOKEN" --form-string 'note=it'\\''s @file'`,
    );
    expect(maskSent({ method: 'GET', url: 'u', headers: { Authorization: 'Bearer abc' } })).toEqual({
      method: 'GET',
      url: 'u',
      headers: { Authorization: 'Bearer ***' },
      masked: true,
    });
  });
});

describe('--replay REPORT', () => {
  it('against the same server: the failures still fail; a masked token is not replayed; a sequence is not judged alone', async () => {
    const run = await runNode(VERIFY, ['--replay', join(dir, 'masked.json')]);
    expect(run.stdout).toMatch(/STILL FAILS\s+getBalance authorization\s+no token: the call succeeded \(HTTP 200/);
    expect(run.stdout).toMatch(
      /NOT REPLAYED\s+resetEmailAndPassword refusals\s+body\.email: its token or password was masked in the report: pass --token/,
    );
    expect(run.stdout).toMatch(
      /NOT REPLAYED\s+createRechargeOrder idempotency\s+retry \(same key, same body\): the idempotency check compares several answers: run contract:verify --only createRechargeOrder/,
    );
    expect(run.code).toBe(1);
  });

  it('with the report written with --show-secrets, sends the masked ones too', async () => {
    const run = await runNode(VERIFY, ['--replay', join(dir, 'shown.json')]);
    expect(run.stdout).toMatch(/STILL FAILS\s+resetEmailAndPassword refusals\s+body\.email: accepted \(HTTP 200/);
    expect(run.code).toBe(1);
  });

  it('against a fixed server (--base-url, --token of its user): says each is fixed', async () => {
    const run = await runNode(VERIFY, [
      '--replay',
      join(dir, 'shown.json'),
      '--base-url',
      correct.url,
      `--token=${correct.fundedToken}`,
    ]);
    expect(run.stdout).toContain(`against ${correct.url}`);
    expect(run.stdout).toMatch(
      /FIXED\s+getBalance authorization\s+no token: was "the call succeeded.*"; now HTTP 401, code 401/,
    );
    expect(run.stdout).toMatch(
      /FIXED\s+resetEmailAndPassword refusals\s+body\.email: was ".*"; now HTTP 400, code 1001/,
    );
    expect(run.stdout).toMatch(/3 failing request\(s\) replayed: 0 still fail, 2 fixed, 1 not replayed, 0 unreachable/);
    // Nothing fails, but the idempotency failure was not judged: incomplete, not a pass.
    expect(run.code).toBe(2);
  });

  it('says what is wrong with a report it cannot read (exit 3)', async () => {
    const run = await runNode(VERIFY, ['--replay', join(dir, 'missing.json')]);
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/--replay .*missing\.json/);
  });
});
