// The headers check: every 429 the server gave during the run, in any check, must carry a valid
// Retry-After (delay-seconds or an HTTP date) where the contract documents the header on that
// answer, since the app waits that long before asking again. Only operations that got a 429 have
// a row: a server that never rate-limits the kit has nothing to show here.
import { checkRow } from './checks.mjs';
import { documentedResponse } from './contract.mjs';
import { retryAfterSeconds } from './retry-after.mjs';

/** Where the contract documents Retry-After on an operation's 429: the header's name as spelt there. */
function documentedHeader(document, operation) {
  const found = documentedResponse(document, operation, 429);
  if (found?.key !== '429') return undefined;
  return Object.keys(found.response?.headers ?? {}).find((name) => /^retry-after$/i.test(name));
}

/** Collects the 429s each operation got; `rows` turns them into one headers row per operation. */
export function createRateLimitLog() {
  /** @type {Map<string, { operation: import('./contract.mjs').Operation, limits: import('./http.mjs').Limit[] }>} */
  const byOperation = new Map();
  return {
    /** @param {import('./contract.mjs').Operation} operation @param {import('./http.mjs').Outcome} outcome */
    record(operation, outcome) {
      if (!outcome.limits?.length) return;
      const entry = byOperation.get(operation.operationId) ?? { operation, limits: [] };
      entry.limits.push(...outcome.limits);
      byOperation.set(operation.operationId, entry);
    },
    /**
     * @param {any} document the contract
     * @param {Set<string>} reported the operations the run reports
     */
    rows(document, reported) {
      return [...byOperation.values()]
        .filter(({ operation }) => reported.has(operation.operationId))
        .map(({ operation, limits }) => headersRow(document, operation, limits));
    },
  };
}

/** @param {import('./contract.mjs').Operation} operation @param {import('./http.mjs').Limit[]} limits */
function headersRow(document, operation, limits) {
  const count = `${limits.length} answer${limits.length === 1 ? '' : 's'} HTTP 429`;
  const header = documentedHeader(document, operation);
  if (!header) {
    return checkRow(operation, 'headers', {
      note: `${count} (rate limited); the contract documents no Retry-After on this operation's 429`,
    });
  }
  const problems = new Map();
  for (const { retryAfter } of limits) {
    const problem =
      retryAfter === null
        ? 'missing from an HTTP 429; the contract documents it (the seconds to wait before asking again)'
        : retryAfterSeconds(retryAfter) === undefined
          ? `${JSON.stringify(retryAfter)} on an HTTP 429 is neither delay-seconds nor an HTTP date`
          : undefined;
    if (problem) problems.set(problem, (problems.get(problem) ?? 0) + 1);
  }
  const violations = [...problems].map(([message, times]) => ({
    path: header,
    message: limits.length > 1 ? `${message} (${times} of ${limits.length})` : message,
  }));
  const values = [...new Set(limits.map((limit) => limit.retryAfter))].join(', ');
  return checkRow(operation, 'headers', { violations, note: `${count}, each with ${header}: ${values}` });
}
