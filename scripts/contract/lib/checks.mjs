// What the behaviour checks share: a report row per check and operation, sending a planned
// request, and the judgement of an answer that must refuse (a documented 4xx with its error code).
import { documentedResponse, documentedStatuses, exampleValues } from './contract.mjs';
import { isServerError, send } from './http.mjs';
import { planRequest, toRequest } from './request.mjs';
import { checkAnswer } from './validate.mjs';

/**
 * @typedef {'shape' | 'headers' | 'refusals' | 'authorization' | 'client-id' | 'methods' | 'tokens' | 'isolation'
 *   | 'idempotency' | 'money' | 'hand-over' | 'generated'} CheckName
 * @typedef {import('./tour.mjs').StepResult} StepResult
 * @typedef {import('./validate.mjs').Violation} Violation
 * @typedef {{ document: any, validator: any, baseUrl: string, clientId: string, timeoutMs: number,
 *   rateLimits?: ReturnType<typeof import('./rate-limits.mjs').createRateLimitLog> }} Env
 */

/** Requests in flight at once: enough to keep a run short, few enough for a staging server. */
export const PARALLEL = 4;

/** The header a paying call carries, so that sending it again does not pay twice. */
export const IDEMPOTENCY_KEY = /^idempotency-key$/i;

/** Whether the operation takes an idempotency key: it spends coins or creates an order. */
export const isPaying = (operation) =>
  operation.parameters.some((parameter) => parameter.in === 'header' && IDEMPOTENCY_KEY.test(parameter.name));

/**
 * A 409 on a paying call says "a request with this Idempotency-Key is still being processed". The
 * kit sends one request at a time, so to a request whose key is fresh, or whose earlier request
 * has been answered, nothing is in progress: such a 409 is a violation.
 * @param {import('./contract.mjs').Operation} operation
 * @param {import('./http.mjs').Outcome} outcome
 */
export const claimsInProgress = (operation, outcome) =>
  outcome.kind === 'answer' && outcome.status === 409 && isPaying(operation);

/** A value as the report shows it: its JSON, cut to `width` characters with "...". */
export function clip(value, width) {
  const text = JSON.stringify(value);
  return text.length > width ? `${text.slice(0, width - 3)}...` : text;
}

/** The order rows take under their operation in the report. */
export const CHECK_ORDER = [
  'shape',
  'headers',
  'refusals',
  'authorization',
  'client-id',
  'methods',
  'tokens',
  'isolation',
  'idempotency',
  'money',
  'hand-over',
  'generated',
];

/**
 * A report row for one check of one operation. The result follows from what is given: any
 * violation makes it a violation, else an unreachable reason, else a pass (with a note).
 * @param {import('./contract.mjs').Operation} operation
 * @param {CheckName} check
 * @param {{ violations?: Violation[], unreachable?: string, note?: string, request?: { line: string },
 *   status?: number, ms?: number }} found
 * @returns {StepResult}
 */
export function checkRow(operation, check, { violations = [], unreachable, note, request, status, ms }) {
  const result = violations.length > 0 ? 'violation' : unreachable ? 'unreachable' : 'pass';
  return {
    operationId: operation.operationId,
    tag: operation.tag,
    method: operation.method,
    path: operation.path,
    check,
    request: request ?? { line: `${operation.method.toUpperCase()} ${operation.path}` },
    result,
    ...(status !== undefined ? { status } : {}),
    ...(ms !== undefined ? { ms } : {}),
    violations,
    ...(result === 'unreachable' ? { reason: unreachable } : note ? { note } : {}),
  };
}

/**
 * A row for a check that cannot be made on this server (or was not reached): `not-checkable`
 * leaves the exit code alone, `skipped` makes the run incomplete.
 * @param {import('./contract.mjs').Operation} operation
 * @param {CheckName} check
 * @param {'not-checkable' | 'skipped'} result
 * @param {string} reason
 * @returns {StepResult}
 */
export function untestedRow(operation, check, result, reason) {
  return { ...checkRow(operation, check, {}), result, reason };
}

/**
 * A valid request for the operation, from the tour's context, as the user with `token`.
 * @param {Env} env
 * @param {import('./contract.mjs').Operation} operation
 * @param {Record<string, unknown>} context
 * @param {string} [token]
 */
export function planFor(env, operation, context, token) {
  return planRequest({ document: env.document, operation, context, clientId: env.clientId, token });
}

/** @param {Env} env @param {import('./request.mjs').RequestPlan} plan */
export async function sendPlan(env, plan) {
  const request = toRequest(plan, env.baseUrl);
  const outcome = await send(request, env.timeoutMs);
  env.rateLimits?.record(plan.operation, outcome, request.sent);
  return { request, outcome };
}

/**
 * Violations, each with the request that showed it (one already given keeps its own).
 * @param {Violation[]} violations
 * @param {{ sent: import('./sent.mjs').Sent } | undefined} request
 * @returns {Violation[]}
 */
export const sentWith = (violations, request) =>
  request
    ? violations.map((violation) => (violation.request ? violation : { ...violation, request: request.sent }))
    : violations;

/** The answer's JSON body, or undefined. @param {import('./http.mjs').Outcome} outcome */
export function bodyOf(outcome) {
  if (outcome.kind !== 'answer') return undefined;
  try {
    return JSON.parse(outcome.text);
  } catch {
    return undefined;
  }
}

export const isSuccess = (outcome) => outcome.kind === 'answer' && outcome.status >= 200 && outcome.status < 300;

/** "HTTP 200, code 0" — what a person looks for in the server's log. */
export function describeOutcome(outcome) {
  if (outcome.kind === 'unreachable') return outcome.reason;
  const code = bodyOf(outcome)?.code;
  return `HTTP ${outcome.status}${code !== undefined ? `, code ${JSON.stringify(code)}` : ''}`;
}

/** The envelope codes the contract's examples give for one status of an operation. */
export function documentedCodes(document, operation, status) {
  const key = documentedResponse(document, operation, status)?.key;
  const codes = key ? exampleValues(document, operation, key).map((value) => value?.code) : [];
  return [...new Set(codes.filter((code) => Number.isInteger(code)))];
}

/**
 * Judges an answer to a request the server must refuse: a documented 4xx (other than `exclude`)
 * whose envelope carries one of the error codes the contract gives for that status.
 * @returns {{ kind: 'refused' | 'problem' | 'unreachable', text: string }}
 */
export function judgeRefusal(env, operation, outcome, { exclude = [401] } = {}) {
  if (outcome.kind === 'unreachable') {
    if (isServerError(outcome))
      return { kind: 'problem', text: `the server failed (${outcome.reason}) instead of refusing` };
    return { kind: 'unreachable', text: outcome.reason };
  }
  const { status } = outcome;
  const seen = describeOutcome(outcome);
  if (status < 400) return { kind: 'problem', text: `accepted (${seen}); expected a documented 4xx refusal` };
  if (claimsInProgress(operation, outcome))
    return { kind: 'problem', text: `${seen}: "still being processed", but no request with this key was in progress` };
  if (!documentedResponse(env.document, operation, status)) {
    const documented = documentedStatuses(operation).filter((key) => /^4/.test(key));
    return { kind: 'problem', text: `${seen}: not a documented refusal (documented: ${documented.join(', ')})` };
  }
  if (exclude.includes(status)) {
    return { kind: 'problem', text: `${seen}: a refusal for the token, not for the input (the token was valid)` };
  }
  const shape = checkAnswer({
    ...env,
    operation,
    status,
    contentType: outcome.contentType,
    text: outcome.text,
    expectSuccess: false,
  });
  if (shape.violations.length > 0) {
    const [first] = shape.violations;
    return { kind: 'problem', text: `${seen}: the refusal breaks its schema (${first?.path}: ${first?.message})` };
  }
  const codes = documentedCodes(env.document, operation, status);
  const code = bodyOf(outcome)?.code;
  if (codes.length > 0 && !codes.includes(code)) {
    return { kind: 'problem', text: `${seen}: the contract gives code ${codes.join(' or ')} for HTTP ${status}` };
  }
  return { kind: 'refused', text: seen };
}

/** Runs `task` over `items`, at most `limit` at a time, results in the items' order. */
export async function inTurn(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Counts answers by what they were: "400 ×11, 404 ×1". */
export function tally(texts) {
  const counts = new Map();
  for (const text of texts) counts.set(text, (counts.get(text) ?? 0) + 1);
  return [...counts].map(([text, count]) => (count > 1 ? `${text} ×${count}` : text)).join('; ');
}
