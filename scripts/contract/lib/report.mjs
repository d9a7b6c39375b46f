// Writes what the tour found: a table and a summary for people (each violation with a curl line
// that sends its request again), JSON for scripts and --replay, JUnit XML for CI.
import { isRateLimitReason } from './http.mjs';
import { curlOf, maskSent } from './sent.mjs';

/** @typedef {import('./tour.mjs').StepResult} StepResult */

export const EXIT = { pass: 0, violation: 1, unreachable: 2, usage: 3 };

/** An unreachable row whose reason is a rate limiter's 429: the server asked to be asked later. */
const isRateLimited = (result) => result.result === 'unreachable' && isRateLimitReason(result.reason);

/**
 * @param {StepResult[]} results one row per check of an operation
 * @param {{ expired?: number, meaningless?: string }} [run] expired baseline entries; why no check meant anything
 */
export function summarise(results, { expired = 0, meaningless } = {}) {
  const count = (kind) => results.filter((result) => result.result === kind).length;
  const operationsWhere = (test) => new Set(results.filter(test).map((result) => result.operationId)).size;
  const summary = {
    operations: operationsWhere(() => true),
    checks: results.length,
    passed: count('pass'),
    withViolations: count('violation'),
    failingOperations: operationsWhere((result) => result.result === 'violation'),
    violations: results
      .filter((result) => result.result === 'violation')
      .reduce((sum, result) => sum + result.violations.length, 0),
    unreachable: count('unreachable'),
    skipped: count('skipped'),
    notCheckable: count('not-checkable'),
    rateLimited: results.filter(isRateLimited).length,
    known: count('known'),
    expiredBaseline: expired,
    ...(meaningless ? { meaningless } : {}),
  };
  const exitCode = meaningless
    ? EXIT.unreachable
    : summary.withViolations > 0 || expired > 0
      ? EXIT.violation
      : summary.unreachable + summary.skipped > 0
        ? EXIT.unreachable
        : EXIT.pass;
  return { ...summary, exitCode };
}

const LABEL = {
  pass: 'pass',
  violation: 'VIOLATION',
  unreachable: 'UNREACHABLE',
  skipped: 'skipped',
  'not-checkable': 'n/a',
  known: 'KNOWN',
};

function resultText(result) {
  const status = result.status ? ` ${result.status}` : '';
  return `${isRateLimited(result) ? 'RATE LIMITED' : LABEL[result.result]}${status}`;
}

/** What the baseline says of a violation, after it: "(known until 2026-12-31: reason)". */
function baselineNote(violation) {
  const entry = violation.baseline;
  if (!entry) return '';
  return entry.expired
    ? ` (baseline entry expired on ${entry.expires}: ${entry.reason})`
    : ` (known until ${entry.expires}: ${entry.reason})`;
}

/**
 * The lines under a row: each violation with its path and the curl line of its request, or why
 * the operation was not checked.
 */
function details(result, showSecrets) {
  if (result.result === 'violation' || result.result === 'known')
    return result.violations.flatMap((violation) => [
      `${violation.path}: ${violation.message}${baselineNote(violation)}`,
      ...(violation.request ? [`  ${curlOf(showSecrets ? violation.request : maskSent(violation.request))}`] : []),
    ]);
  if (result.reason) return [result.reason];
  if (result.note) return [result.note];
  return [];
}

const clip = (text, width) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

/**
 * @param {StepResult[]} results
 * @param {{ color?: boolean, showSecrets?: boolean }} [options] showSecrets: the curl lines keep the token
 */
export function formatTable(results, { color = false, showSecrets = false } = {}) {
  const paint = (code, text) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);
  const tint = { pass: 32, violation: 31, unreachable: 33, skipped: 90, 'not-checkable': 90, known: 35 };
  const rows = results.map((result) => ({
    operation: result.operationId,
    check: result.check ?? 'shape',
    request: clip(result.request?.line ?? `${result.method.toUpperCase()} ${result.path}`, 56),
    result: resultText(result),
    lines: details(result, showSecrets),
    kind: result.result,
  }));
  const width = (key, title) => Math.max(title.length, ...rows.map((row) => row[key].length));
  const w = {
    operation: width('operation', 'operation'),
    check: width('check', 'check'),
    request: width('request', 'request'),
    result: width('result', 'result'),
  };
  const line = (a, check, b, c, d) =>
    `${a.padEnd(w.operation)}  ${check.padEnd(w.check)}  ${b.padEnd(w.request)}  ${c}  ${d}`.trimEnd();
  const out = [line('operation', 'check', 'request', 'result'.padEnd(w.result), 'violations / notes')];
  out.push('-'.repeat(Math.min(160, w.operation + w.check + w.request + w.result + 30)));
  let previous;
  for (const row of rows) {
    const [first = '', ...rest] = row.lines;
    // An operation's name once, above its checks.
    const name = row.operation === previous ? '' : row.operation;
    previous = row.operation;
    out.push(line(name, row.check, row.request, paint(tint[row.kind], row.result.padEnd(w.result)), first));
    for (const more of rest) out.push(line('', '', '', ''.padEnd(w.result), more));
  }
  return out.join('\n');
}

/** @param {ReturnType<typeof summarise>} summary */
export function formatSummary(summary, ms) {
  const parts = [
    `${summary.operations} operation${summary.operations === 1 ? '' : 's'}${summary.checks !== summary.operations ? `, ${summary.checks} checks` : ''} in ${(ms / 1000).toFixed(1)} s`,
    `${summary.passed} passed`,
    `${summary.withViolations} with violations (${summary.violations} in all)`,
    `${summary.unreachable} unreachable`,
    `${summary.skipped} skipped`,
    ...(summary.notCheckable > 0 ? [`${summary.notCheckable} not checkable here`] : []),
    ...(summary.known > 0 ? [`${summary.known} known (baseline)`] : []),
  ];
  const unchecked =
    summary.notCheckable > 0
      ? ` ${summary.notCheckable} check(s) could not be made on this server (n/a rows say why).`
      : '';
  const limited =
    summary.rateLimited > 0 ? ` (${summary.rateLimited} rate limited: not a violation, run again later)` : '';
  const expired =
    summary.expiredBaseline > 0
      ? `; ${summary.expiredBaseline} baseline entr${summary.expiredBaseline === 1 ? 'y' : 'ies'} expired`
      : '';
  const known = summary.known > 0 ? ` ${summary.known} check(s) with known violations (baseline).` : '';
  const verdict = summary.meaningless
    ? `NO MEANINGFUL CHECK: ${summary.meaningless}.`
    : summary.exitCode === EXIT.pass
      ? `PASS: every answer conforms to the contract.${unchecked}${known}`
      : summary.exitCode === EXIT.violation
        ? `FAIL: the server breaks the contract on ${summary.failingOperations} operation(s)${expired}` +
          (summary.unreachable + summary.skipped > 0
            ? `; ${summary.unreachable + summary.skipped} more could not be checked.`
            : '.')
        : `INCOMPLETE: no violation found, but ${summary.unreachable} check(s) could not reach the server${limited} and ${summary.skipped} were skipped.`;
  return `${parts.join(', ')}\n${verdict}`;
}

/** The JSON report: everything the table shows, per check of each operation, plus the run's context. */
export function jsonReport({ results, summary, ms, baseUrl, contract, behaviour }) {
  return {
    tool: 'contract:verify',
    contract: { title: contract.info?.title, version: contract.info?.version },
    baseUrl,
    behaviour,
    finishedAt: new Date().toISOString(),
    durationMs: Math.round(ms),
    summary,
    results,
  };
}

const xml = (text) =>
  String(text).replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/**
 * JUnit XML: one test case per check of an operation (the shape check named after the operation
 * alone); violations are failures, unreachable ones errors, skipped and not checkable ones skipped.
 */
export function junitReport({ results, summary, ms }) {
  const cases = results.map((result) => {
    const name =
      !result.check || result.check === 'shape' ? result.operationId : `${result.operationId} (${result.check})`;
    const open = `    <testcase classname="contract.${xml(result.tag || 'untagged')}" name="${xml(name)}" time="${((result.ms ?? 0) / 1000).toFixed(3)}"`;
    const request = result.request?.line ?? `${result.method.toUpperCase()} ${result.path}`;
    if (result.result === 'violation') {
      const lines = result.violations.map((violation) => `${violation.path}: ${violation.message}`);
      // The body: each violation with the curl line of its request (masked), to run from a terminal.
      const body = result.violations.flatMap((violation, index) => [
        lines[index] ?? '',
        ...(violation.request ? [`  ${curlOf(maskSent(violation.request))}`] : []),
      ]);
      return `${open}>\n      <failure message="${xml(`${result.violations.length} violation(s): ${lines[0] ?? ''}`)}" type="violation">${xml([request, `HTTP ${result.status}`, ...body].join('\n'))}</failure>\n    </testcase>`;
    }
    if (result.result === 'unreachable') {
      const type = isRateLimited(result) ? 'rate-limited' : 'unreachable';
      return `${open}>\n      <error message="${xml(result.reason ?? 'unreachable')}" type="${type}">${xml(request)}</error>\n    </testcase>`;
    }
    if (result.result === 'skipped' || result.result === 'not-checkable')
      return `${open}>\n      <skipped message="${xml(result.reason ?? '')}"/>\n    </testcase>`;
    if (result.result === 'known') {
      const [first] = result.violations;
      const message = `known violation (baseline until ${first?.baseline?.expires}: ${first?.baseline?.reason}): ${first?.path}: ${first?.message}`;
      return `${open}>\n      <skipped message="${xml(message)}"/>\n    </testcase>`;
    }
    return `${open}/>`;
  });
  const counts = `tests="${summary.checks}" failures="${summary.withViolations}" errors="${summary.unreachable}" skipped="${summary.skipped + summary.notCheckable + summary.known}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract:verify" ${counts} time="${(ms / 1000).toFixed(3)}">`,
    `  <testsuite name="contract:verify" ${counts} time="${(ms / 1000).toFixed(3)}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
