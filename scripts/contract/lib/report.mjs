// Writes what the tour found: a table and a summary for people, JSON for scripts, JUnit XML for CI.

/** @typedef {import('./tour.mjs').StepResult} StepResult */

export const EXIT = { pass: 0, violation: 1, unreachable: 2, usage: 3 };

/** @param {StepResult[]} results */
export function summarise(results) {
  const count = (kind) => results.filter((result) => result.result === kind).length;
  const summary = {
    operations: results.length,
    passed: count('pass'),
    withViolations: count('violation'),
    violations: results.reduce((sum, result) => sum + result.violations.length, 0),
    unreachable: count('unreachable'),
    skipped: count('skipped'),
  };
  const exitCode =
    summary.withViolations > 0
      ? EXIT.violation
      : summary.unreachable + summary.skipped > 0
        ? EXIT.unreachable
        : EXIT.pass;
  return { ...summary, exitCode };
}

const LABEL = { pass: 'pass', violation: 'VIOLATION', unreachable: 'UNREACHABLE', skipped: 'skipped' };

function resultText(result) {
  const status = result.status ? ` ${result.status}` : '';
  return `${LABEL[result.result]}${status}`;
}

/** The lines under a row: each violation with its path, or why the operation was not checked. */
function details(result) {
  if (result.result === 'violation')
    return result.violations.map((violation) => `${violation.path}: ${violation.message}`);
  if (result.reason) return [result.reason];
  if (result.note) return [result.note];
  return [];
}

const clip = (text, width) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

/**
 * @param {StepResult[]} results
 * @param {{ color?: boolean }} [options]
 */
export function formatTable(results, { color = false } = {}) {
  const paint = (code, text) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);
  const tint = { pass: 32, violation: 31, unreachable: 33, skipped: 90 };
  const rows = results.map((result) => ({
    operation: result.operationId,
    request: clip(result.request?.line ?? `${result.method.toUpperCase()} ${result.path}`, 56),
    result: resultText(result),
    lines: details(result),
    kind: result.result,
  }));
  const width = (key, title) => Math.max(title.length, ...rows.map((row) => row[key].length));
  const w = {
    operation: width('operation', 'operation'),
    request: width('request', 'request'),
    result: width('result', 'result'),
  };
  const line = (a, b, c, d) => `${a.padEnd(w.operation)}  ${b.padEnd(w.request)}  ${c}  ${d}`.trimEnd();
  const out = [line('operation', 'request', 'result'.padEnd(w.result), 'violations / notes')];
  out.push('-'.repeat(Math.min(160, w.operation + w.request + w.result + 30)));
  for (const row of rows) {
    const [first = '', ...rest] = row.lines;
    out.push(line(row.operation, row.request, paint(tint[row.kind], row.result.padEnd(w.result)), first));
    for (const more of rest) out.push(line('', '', ''.padEnd(w.result), more));
  }
  return out.join('\n');
}

/** @param {ReturnType<typeof summarise>} summary */
export function formatSummary(summary, ms) {
  const parts = [
    `${summary.operations} operations in ${(ms / 1000).toFixed(1)} s`,
    `${summary.passed} passed`,
    `${summary.withViolations} with violations (${summary.violations} in all)`,
    `${summary.unreachable} unreachable`,
    `${summary.skipped} skipped`,
  ];
  const verdict =
    summary.exitCode === EXIT.pass
      ? 'PASS: every answer conforms to the contract.'
      : summary.exitCode === EXIT.violation
        ? `FAIL: the server breaks the contract on ${summary.withViolations} operation(s)` +
          (summary.unreachable + summary.skipped > 0
            ? `; ${summary.unreachable + summary.skipped} more could not be checked.`
            : '.')
        : `INCOMPLETE: no violation found, but ${summary.unreachable} operation(s) could not be reached and ${summary.skipped} were skipped.`;
  return `${parts.join(', ')}\n${verdict}`;
}

/** The JSON report: everything the table shows, per operation, plus the run's context. */
export function jsonReport({ results, summary, ms, baseUrl, contract }) {
  return {
    tool: 'contract:verify',
    contract: { title: contract.info?.title, version: contract.info?.version },
    baseUrl,
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

/** JUnit XML: one test case per operation; violations are failures, unreachable ones errors. */
export function junitReport({ results, summary, ms }) {
  const cases = results.map((result) => {
    const open = `    <testcase classname="contract.${xml(result.tag || 'untagged')}" name="${xml(result.operationId)}" time="${((result.ms ?? 0) / 1000).toFixed(3)}"`;
    const request = result.request?.line ?? `${result.method.toUpperCase()} ${result.path}`;
    if (result.result === 'violation') {
      const lines = result.violations.map((violation) => `${violation.path}: ${violation.message}`);
      return `${open}>\n      <failure message="${xml(`${result.violations.length} violation(s): ${lines[0] ?? ''}`)}" type="violation">${xml([request, `HTTP ${result.status}`, ...lines].join('\n'))}</failure>\n    </testcase>`;
    }
    if (result.result === 'unreachable') {
      return `${open}>\n      <error message="${xml(result.reason ?? 'unreachable')}" type="unreachable">${xml(request)}</error>\n    </testcase>`;
    }
    if (result.result === 'skipped')
      return `${open}>\n      <skipped message="${xml(result.reason ?? '')}"/>\n    </testcase>`;
    return `${open}/>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract:verify" tests="${summary.operations}" failures="${summary.withViolations}" errors="${summary.unreachable}" skipped="${summary.skipped}" time="${(ms / 1000).toFixed(3)}">`,
    `  <testsuite name="contract:verify" tests="${summary.operations}" failures="${summary.withViolations}" errors="${summary.unreachable}" skipped="${summary.skipped}" time="${(ms / 1000).toFixed(3)}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
