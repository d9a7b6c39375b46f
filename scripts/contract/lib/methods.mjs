// Methods: a method the contract does not list for a path must be answered 405 Method Not Allowed
// with an Allow header naming the methods the contract lists (RFC 9110 §15.5.6), not served, not
// a 404 and not a 5xx. One request per path, reported on the path's first operation, with the
// valid request's headers (token and clientId) so that only the method is wrong. The method sent is
// GET where the path has none (the commonest mistake, and safe), else PATCH; never DELETE.
import { checkRow, describeOutcome, untestedRow } from './checks.mjs';
import { isServerError, send } from './http.mjs';
import { toRequest } from './request.mjs';
import { toFetch } from './sent.mjs';

/** The method sent: GET where the path has none (safe), else PATCH or PUT. @param {string[]} listed */
const unlistedMethod = (listed) => ['GET', 'PATCH', 'PUT'].find((candidate) => !listed.includes(candidate));

/** Prism, the mock, answers 405 without Allow: only the status can be checked there. */
const MOCK_ALLOW = 'a mock sends no Allow header; only the status was checked';

/**
 * The methods the contract lists, by path: '/h5/user/balance' → ['GET'].
 * @param {import('./contract.mjs').Operation[]} operations every operation of the contract
 * @returns {Map<string, string[]>}
 */
export function methodsOf(operations) {
  const byPath = new Map();
  for (const operation of operations) {
    const listed = byPath.get(operation.path) ?? [];
    listed.push(operation.method.toUpperCase());
    byPath.set(operation.path, listed);
  }
  return byPath;
}

/**
 * What is wrong with the answer to a method the path does not list: [] when it is a 405 with Allow.
 * @param {import('./http.mjs').Outcome & { kind: 'answer' }} outcome
 * @param {string[]} listed the methods the contract lists for the path
 * @param {string} [mock] set when the server is a mock, which sends no Allow
 * @returns {{ path: string, message: string }[]}
 */
export function judgeMethod(outcome, listed, mock) {
  const method = unlistedMethod(listed) ?? 'PATCH';
  const expected = `expected HTTP 405 with Allow: ${listed.join(', ')}`;
  const seen = describeOutcome(outcome);
  const allow = outcome.headers.allow;
  if (outcome.status !== 405)
    return [{ path: method, message: `${outcome.status < 300 ? `served (${seen})` : seen}; ${expected}` }];
  if (allow === undefined) return mock ? [] : [{ path: 'Allow', message: `missing from the HTTP 405; ${expected}` }];
  const named = allow.split(',').map((name) => name.trim().toUpperCase());
  const missing = listed.filter((name) => !named.includes(name));
  return missing.length > 0
    ? [
        {
          path: 'Allow',
          message: `${JSON.stringify(allow)} leaves out ${missing.join(', ')}, which the contract lists`,
        },
      ]
    : [];
}

/**
 * @param {import('./checks.mjs').Env} env
 * @param {import('./contract.mjs').Operation} operation the path's first operation the run checks
 * @param {import('./request.mjs').RequestPlan} plan a valid request for it
 * @param {{ listed: string[], mock?: string }} path the methods the contract lists for its path
 */
export async function checkMethods(env, operation, plan, { listed, mock }) {
  const method = unlistedMethod(listed);
  if (!method) return untestedRow(operation, 'methods', 'skipped', 'the path lists GET, PATCH and PUT');
  const { sent: valid } = toRequest(plan, env.baseUrl);
  const headers = Object.fromEntries(Object.entries(valid.headers).filter(([name]) => !/^content-type$/i.test(name)));
  const sent = { method, url: valid.url, headers };
  const outcome = await send(toFetch(sent), env.timeoutMs);
  const request = { line: `${method} ${new URL(valid.url).pathname}` };
  const expected = `expected HTTP 405 with Allow: ${listed.join(', ')}`;
  if (outcome.kind === 'unreachable') {
    if (!isServerError(outcome)) return checkRow(operation, 'methods', { request, unreachable: outcome.reason });
    const message = `the server failed (${outcome.reason}); ${expected}`;
    return checkRow(operation, 'methods', { request, violations: [{ path: method, message, request: sent }] });
  }
  const violations = judgeMethod(outcome, listed, mock).map((problem) => ({ ...problem, request: sent }));
  const allow = outcome.headers.allow;
  const note = `${method}: HTTP 405${allow !== undefined ? `, Allow: ${allow}` : `; ${MOCK_ALLOW}`}`;
  return checkRow(operation, 'methods', { request, violations, note, status: outcome.status });
}
