// --replay REPORT: sends each failing request a JSON report kept again, judges the answer the way
// its check did, and says which still fail. A check that compares several answers (idempotency,
// money, isolation) is not judged from one request: the line says how to run it again. --token
// replaces the report's bearer token, masked or not (another server needs a user of its own);
// without it, a report written with --show-secrets sends its own, a masked one is not sent.
import { judgeUnauthorized } from './authorization.mjs';
import { judgeRefusal } from './checks.mjs';
import { listOperations } from './contract.mjs';
import { judgeValidAnswer } from './generated-inputs.mjs';
import { send } from './http.mjs';
import { judgeMethod, methodsOf } from './methods.mjs';
import { createRateLimitLog } from './rate-limits.mjs';
import { EXIT } from './report.mjs';
import { curlOf, MASK, maskSent, toFetch } from './sent.mjs';
import { acceptedStatuses } from './tour.mjs';
import { checkAnswer } from './validate.mjs';

/** Checks whose verdict comes from several answers in turn: one request cannot decide them. */
const SEQUENCES = new Set(['idempotency', 'money', 'isolation']);

/** @typedef {{ kind: 'fails' | 'fixed' | 'not-replayed' | 'unreachable', text: string }} Verdict */

const problems = (texts) =>
  texts.length > 0 ? { kind: 'fails', text: texts.join('; ') } : { kind: 'fixed', text: '' };
const fromJudged = (judged) =>
  judged.kind === 'problem'
    ? { kind: 'fails', text: judged.text }
    : judged.kind === 'unreachable'
      ? { kind: 'unreachable', text: judged.text }
      : { kind: 'fixed', text: judged.text };

/**
 * Judges one answer the way `check` did.
 * @returns {Verdict}
 */
function judge(env, operation, check, outcome, sent) {
  if (outcome.kind === 'unreachable' && check !== 'refusals' && check !== 'generated')
    return { kind: 'unreachable', text: outcome.reason };
  switch (check) {
    case 'shape': {
      const { status, contentType, text } = outcome;
      const accept = acceptedStatuses(operation.operationId);
      const found = checkAnswer({ ...env, operation, status, contentType, text, expectSuccess: true, accept });
      return problems(found.violations.map((violation) => `${violation.path}: ${violation.message}`));
    }
    case 'refusals':
      return fromJudged(judgeRefusal(env, operation, outcome));
    case 'authorization':
    case 'tokens':
    case 'client-id':
      return fromJudged(judgeUnauthorized(env, operation, outcome));
    case 'generated': {
      const judged = judgeValidAnswer(env, operation, outcome);
      return Array.isArray(judged) ? problems(judged) : { kind: 'unreachable', text: judged.unreachable };
    }
    case 'methods': {
      const listed = methodsOf(listOperations(env.document)).get(operation.path) ?? [];
      return problems(judgeMethod(outcome, listed).map((problem) => `${problem.path}: ${problem.message}`));
    }
    case 'headers': {
      const log = createRateLimitLog(env.document, env.validator);
      log.record(operation, outcome, sent);
      const [row] = log.rows(env.document, new Set([operation.operationId]));
      if (!row)
        return { kind: 'unreachable', text: 'no HTTP 429 and no documented header this time: nothing to judge' };
      return problems(row.violations.map((violation) => `${violation.path}: ${violation.message}`));
    }
    default:
      return { kind: 'not-replayed', text: `no way to judge a ${check} answer alone` };
  }
}

/** The request as the replay sends it: on --base-url, with --token for the report's token. */
function prepare(sent, { from, baseUrl, token }) {
  const url =
    baseUrl && from && sent.url.startsWith(from)
      ? `${baseUrl.replace(/\/+$/, '')}${sent.url.slice(from.length)}`
      : sent.url;
  const headers = Object.fromEntries(
    Object.entries(sent.headers).map(([name, value]) => [
      name,
      /^authorization$/i.test(name) && token ? value.replace(/^(\S+\s+).*$/, `$1${token}`) : value,
    ]),
  );
  const ready = { ...sent, url, headers };
  delete ready.masked;
  return ready;
}

const stillMasked = (sent) => JSON.stringify([sent.headers, sent.body ?? null, sent.form ?? null]).includes(MASK);

/**
 * @param {{ report: any, document: any, validator: any, baseUrl?: string, token?: string, timeoutMs: number,
 *   showSecrets?: boolean, clientId?: string }} options
 * @returns {Promise<{ lines: string[], exitCode: number }>}
 */
export async function replayReport({ report, document, validator, baseUrl, token, timeoutMs, showSecrets = false }) {
  const operations = new Map(listOperations(document).map((operation) => [operation.operationId, operation]));
  const from = typeof report?.baseUrl === 'string' ? report.baseUrl.replace(/\/+$/, '') : undefined;
  const env = { document, validator, baseUrl: baseUrl ?? from ?? '', clientId: '', timeoutMs };
  const counts = { fails: 0, fixed: 0, 'not-replayed': 0, unreachable: 0 };
  const lines = [];
  const rows = (report?.results ?? []).filter((row) => row.result === 'violation' || row.result === 'known');
  for (const row of rows) {
    const seen = new Set();
    for (const violation of row.violations ?? []) {
      if (!violation.request) continue;
      // One line per request; one per row for a check judged from several answers.
      const key = SEQUENCES.has(row.check) ? row.check : JSON.stringify(violation.request);
      if (seen.has(key)) continue;
      seen.add(key);
      const operation = operations.get(row.operationId);
      const sent = prepare(violation.request, { from, baseUrl, token });
      /** @type {Verdict} */
      let verdict;
      if (!operation) verdict = { kind: 'not-replayed', text: 'the contract has no such operation' };
      else if (SEQUENCES.has(row.check))
        verdict = {
          kind: 'not-replayed',
          text: `the ${row.check} check compares several answers: run contract:verify --only ${row.operationId} (with the run's options) to check it again`,
        };
      else if (stillMasked(sent))
        verdict = {
          kind: 'not-replayed',
          text: 'its token or password was masked in the report: pass --token, or write the report with --show-secrets',
        };
      else verdict = judge(env, operation, row.check, await send(toFetch(sent), timeoutMs), sent);
      counts[verdict.kind] += 1;
      const label = {
        fails: 'STILL FAILS',
        fixed: 'FIXED',
        'not-replayed': 'NOT REPLAYED',
        unreachable: 'UNREACHABLE',
      }[verdict.kind];
      const said =
        verdict.kind === 'fixed'
          ? `${violation.path}: was "${violation.message}"${verdict.text ? `; now ${verdict.text}` : ''}`
          : `${violation.path}: ${verdict.text}`;
      lines.push(`${label.padEnd(12)}  ${row.operationId} ${row.check}  ${said}`);
      if (verdict.kind === 'fails') lines.push(`${''.padEnd(12)}  ${curlOf(showSecrets ? sent : maskSent(sent))}`);
    }
  }
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  lines.push(
    '',
    `${total} failing request(s) replayed: ${counts.fails} still fail, ${counts.fixed} fixed, ${counts['not-replayed']} not replayed, ${counts.unreachable} unreachable`,
  );
  const exitCode =
    counts.fails > 0 ? EXIT.violation : counts['not-replayed'] + counts.unreachable > 0 ? EXIT.unreachable : EXIT.pass;
  return { lines, exitCode };
}
