// The headers check: every 429 the server gave during the run, in any check, must carry a valid
// Retry-After (delay-seconds or an HTTP date) where the contract documents the header on that
// answer, since the app waits that long before asking again. Any other answer's headers that the
// contract documents for its status are checked when present, against their schema (a
// Retry-After on a 409 as the 429's). Only operations that got a 429 or a documented header have
// a row: a server that never sends one has nothing to show here.
import { checkRow } from './checks.mjs';
import { documentedResponse, resolveRef } from './contract.mjs';
import { retryAfterSeconds } from './retry-after.mjs';

const isRetryAfter = (name) => /^retry-after$/i.test(name);

/** Where the contract documents Retry-After on an operation's 429: the header's name as spelt there. */
function documentedHeader(document, operation) {
  const found = documentedResponse(document, operation, 429);
  if (found?.key !== '429') return undefined;
  return Object.keys(found.response?.headers ?? {}).find(isRetryAfter);
}

/** The headers the contract documents on the answer for this status (its exact status only). */
function documentedHeaders(document, operation, status) {
  const found = documentedResponse(document, operation, status);
  return found?.key === String(status) ? Object.entries(found.response?.headers ?? {}) : [];
}

/** A header's text as its schema's type: "30" is 30 where an integer is documented. */
function typed(schema, text) {
  const types = Array.isArray(schema?.type) ? schema.type : [schema?.type];
  return (types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(text.trim())
    ? Number(text)
    : text;
}

/**
 * Collects the 429s each operation got, and the documented headers of its other answers; `rows`
 * turns them into one headers row per operation.
 * @param {any} document the contract
 * @param {{ compile: (schema: any) => import('ajv').ValidateFunction }} [validator]
 */
export function createRateLimitLog(document, validator) {
  /**
   * @type {Map<string, { operation: import('./contract.mjs').Operation,
   *   limits: (import('./http.mjs').Limit & { sent?: import('./sent.mjs').Sent })[],
   *   seen: Set<string>, problems: import('./validate.mjs').Violation[] }>}
   */
  const byOperation = new Map();
  const entryOf = (operation) => {
    const entry = byOperation.get(operation.operationId) ?? { operation, limits: [], seen: new Set(), problems: [] };
    byOperation.set(operation.operationId, entry);
    return entry;
  };

  /** The documented headers an answer carries, each checked against its schema. */
  function checkHeaders(operation, outcome, sent) {
    for (const [name, raw] of documentedHeaders(document, operation, outcome.status)) {
      const value = outcome.headers?.[name.toLowerCase()];
      if (value === undefined) continue;
      const entry = entryOf(operation);
      entry.seen.add(`${name} on HTTP ${outcome.status}`);
      const schema = resolveRef(document, resolveRef(document, raw)?.schema);
      let problem;
      if (isRetryAfter(name)) {
        if (retryAfterSeconds(value) === undefined)
          problem = `${JSON.stringify(value)} on an HTTP ${outcome.status} is neither delay-seconds nor an HTTP date`;
      } else if (schema && validator) {
        const validate = validator.compile(schema);
        if (!validate(typed(schema, value)))
          problem = `${JSON.stringify(value)} on an HTTP ${outcome.status} breaks its schema (${validate.errors?.[0]?.message ?? 'invalid'})`;
      }
      if (problem && !entry.problems.some((known) => known.message === problem))
        entry.problems.push({ path: name, message: problem, ...(sent ? { request: sent } : {}) });
    }
  }

  return {
    /**
     * @param {import('./contract.mjs').Operation} operation
     * @param {import('./http.mjs').Outcome} outcome
     * @param {import('./sent.mjs').Sent} [sent] the request that got it
     */
    record(operation, outcome, sent) {
      if (outcome.kind === 'answer') checkHeaders(operation, outcome, sent);
      if (!outcome.limits?.length) return;
      entryOf(operation).limits.push(...outcome.limits.map((limit) => ({ ...limit, ...(sent ? { sent } : {}) })));
    },
    /**
     * @param {any} contract the contract
     * @param {Set<string>} reported the operations the run reports
     */
    rows(contract, reported) {
      return [...byOperation.values()]
        .filter(({ operation }) => reported.has(operation.operationId))
        .map((entry) => headersRow(contract, entry));
    },
  };
}

/** @param {{ operation: import('./contract.mjs').Operation, limits: any[], seen: Set<string>, problems: any[] }} entry */
function headersRow(document, { operation, limits, seen, problems }) {
  const others = seen.size > 0 ? `documented headers seen: ${[...seen].join(', ')}` : '';
  if (limits.length === 0) return checkRow(operation, 'headers', { violations: problems, note: others });
  const count = `${limits.length} answer${limits.length === 1 ? '' : 's'} HTTP 429`;
  const header = documentedHeader(document, operation);
  if (!header) {
    const note = `${count} (rate limited); the contract documents no Retry-After on this operation's 429`;
    return checkRow(operation, 'headers', { violations: problems, note: [note, others].filter(Boolean).join('; ') });
  }
  const found = new Map();
  for (const { retryAfter, sent } of limits) {
    const problem =
      retryAfter === null
        ? 'missing from an HTTP 429; the contract documents it (the seconds to wait before asking again)'
        : retryAfterSeconds(retryAfter) === undefined
          ? `${JSON.stringify(retryAfter)} on an HTTP 429 is neither delay-seconds nor an HTTP date`
          : undefined;
    if (problem)
      found.set(problem, { times: (found.get(problem)?.times ?? 0) + 1, sent: found.get(problem)?.sent ?? sent });
  }
  const violations = [...found].map(([message, { times, sent }]) => ({
    path: header,
    message: limits.length > 1 ? `${message} (${times} of ${limits.length})` : message,
    ...(sent ? { request: sent } : {}),
  }));
  const values = [...new Set(limits.map((limit) => limit.retryAfter))].join(', ');
  const note = [`${count}, each with ${header}: ${values}`, others].filter(Boolean).join('; ');
  return checkRow(operation, 'headers', { violations: [...violations, ...problems], note });
}
