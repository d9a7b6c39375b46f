// Idempotency: a paying call (it takes an Idempotency-Key) sent again with the same key and body
// must get the same answer and must not move the balance again; the same key with another body
// must be refused, never charged. Runs right after the tour's own call, which is the first send.
// A retry answered 409 ("still being processed") with the contract's envelope is asked again once,
// after the wait, as the app does; a 429 at any point leaves the check rate limited, not decided.
import { isDeepStrictEqual } from 'node:util';
import {
  bodyOf,
  checkRow,
  claimsInProgress,
  clip,
  describeOutcome,
  documentedCodes,
  isSuccess,
  judgeRefusal,
  sendPlan,
  sentWith,
  untestedRow,
} from './checks.mjs';
import { requestBodyOf, resolveRef } from './contract.mjs';
import { pause, waitSeconds } from './http.mjs';
import { clonePlan } from './request.mjs';
import { checkAnswer } from './validate.mjs';

const show = (value) => (value === undefined ? 'nothing' : clip(value, 40));

/** The first place two answers differ: "data.balance 970 → 940". */
function firstDifference(a, b, path = '') {
  if (isDeepStrictEqual(a, b)) return undefined;
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const inner = firstDifference(
        a[key],
        b[key],
        Array.isArray(a) ? `${path}[${key}]` : path ? `${path}.${key}` : key,
      );
      if (inner) return inner;
    }
  }
  return `${path || 'body'} ${show(a)} → ${show(b)}`;
}

/** What two answers must share to "agree": the status, the envelope code and the data. */
const essence = (outcome) => ({ status: outcome.status, code: bodyOf(outcome)?.code, data: bodyOf(outcome)?.data });

/**
 * The same request with one body field changed and still valid: an integer one more, else a text
 * with a suffix. Returns the plan and the change in words.
 */
function otherBody(env, plan) {
  const schema = requestBodyOf(env.document, plan.operation)?.schema;
  const value = plan.body?.value;
  if (!schema || !value || typeof value !== 'object') return undefined;
  const validate = env.validator.compile(schema);
  const properties = Object.entries(schema.properties ?? {}).map(([name, raw]) => [
    name,
    resolveRef(env.document, raw) ?? {},
  ]);
  const candidates = [
    ...properties
      .filter(([name, p]) => p.type === 'integer' && Number.isInteger(value[name]))
      .map(([name]) => [name, value[name] + 1]),
    ...properties
      .filter(([name, p]) => p.type === 'string' && !p.format && typeof value[name] === 'string')
      .map(([name]) => [name, `${value[name]}-other`]),
  ];
  for (const [name, changed] of candidates) {
    const next = clonePlan(plan);
    next.body.value[name] = changed;
    if (validate(next.body.value))
      return { plan: next, change: `body.${name} ${show(value[name])} → ${show(changed)}` };
  }
  return undefined;
}

const isRateLimited = (outcome) => outcome?.kind === 'unreachable' && outcome.rateLimited === true;

/** What keeps a 409 from being the contract's in-progress answer, or undefined when it is one. */
function notInProgressAnswer(env, operation, outcome) {
  const { contentType, text } = outcome;
  const shape = checkAnswer({ ...env, operation, status: 409, contentType, text, expectSuccess: false });
  const [first] = shape.violations;
  if (first) return `${first.path}: ${first.message}`;
  const codes = documentedCodes(env.document, operation, 409);
  const code = bodyOf(outcome)?.code;
  return codes.length > 0 && !codes.includes(code)
    ? `code ${code}; the contract gives ${codes.join(' or ')}`
    : undefined;
}

/**
 * Sends the retry. A 409 in the contract's envelope is waited out once and asked again; one
 * without it is a violation; a second 409 leaves nothing to compare.
 * @returns {Promise<{ outcome: import('./http.mjs').Outcome, problem?: string, pending?: string, waited?: string }>}
 */
async function sendRetry(env, operation, plan) {
  const { outcome, request } = await sendPlan(env, plan);
  if (!claimsInProgress(operation, outcome)) return { outcome, request };
  const wrong = notInProgressAnswer(env, operation, outcome);
  if (wrong) return { outcome, request, problem: `HTTP 409 without the contract's in-progress answer (${wrong})` };
  const wait = waitSeconds(outcome.kind === 'answer' ? outcome.retryAfter : null);
  if (wait === undefined)
    return {
      outcome,
      request,
      pending: 'HTTP 409 (still being processed), with a Retry-After longer than the kit waits',
    };
  await pause(wait);
  const again = (await sendPlan(env, plan)).outcome;
  if (claimsInProgress(operation, again))
    return { outcome: again, request, pending: `HTTP 409 (still being processed), and again after ${wait} s` };
  return { outcome: again, request, waited: `HTTP 409 (still being processed), then after ${wait} s ` };
}

/**
 * @param {import('./checks.mjs').Env} env
 * @param {import('./contract.mjs').Operation} operation
 * @param {{ plan: import('./request.mjs').RequestPlan, first: import('./http.mjs').Outcome,
 *   before: { value?: number, error?: string }, state: ReturnType<typeof import('./user-state.mjs').userState>,
 *   mock?: string }} run
 * @returns {Promise<{ row: import('./tour.mjs').StepResult, after?: number }>}
 */
export async function checkIdempotency(env, operation, { plan, first, before, state, mock }) {
  if (mock) return { row: untestedRow(operation, 'idempotency', 'not-checkable', mock) };
  if (isRateLimited(first))
    return { row: checkRow(operation, 'idempotency', { unreachable: `the first call was ${first.reason}` }) };
  if (first.kind !== 'answer')
    return { row: untestedRow(operation, 'idempotency', 'skipped', `the first call got no answer (${first.reason})`) };
  if (claimsInProgress(operation, first))
    return {
      row: untestedRow(
        operation,
        'idempotency',
        'skipped',
        'the first call, with a fresh key, was answered HTTP 409 (still being processed): the shape row reports it; no answer to compare a retry with',
      ),
    };
  if (before.error !== undefined)
    return {
      row: untestedRow(operation, 'idempotency', 'skipped', `could not read the balance before: ${before.error}`),
    };
  const afterFirst = await state.balance();
  const sent = await sendRetry(env, operation, plan);
  const retry = sent.outcome;
  const afterRetry = await state.balance();
  const other = otherBody(env, plan);
  const reusedSent = other ? await sendPlan(env, other.plan) : undefined;
  const reused = reusedSent?.outcome;
  const afterReuse = await state.balance();
  const unread = [afterFirst, afterRetry, afterReuse].find((read) => read.error !== undefined);
  if (unread)
    return { row: untestedRow(operation, 'idempotency', 'skipped', `could not read the balance: ${unread.error}`) };

  /** @type {import('./validate.mjs').Violation[]} */
  const violations = [];
  const limited = [retry, reused].find(isRateLimited);
  if (sent.problem) {
    violations.push({ path: 'retry (same key, same body)', message: sent.problem });
  } else if (sent.pending || isRateLimited(retry)) {
    // Not answered yet: nothing to compare the first answer with.
  } else if (retry.kind !== 'answer') {
    violations.push({
      path: 'retry (same key, same body)',
      message: `${describeOutcome(retry)}; the first call got ${describeOutcome(first)}`,
    });
  } else {
    const difference = firstDifference(essence(first), essence(retry));
    if (difference)
      violations.push({ path: 'retry (same key, same body)', message: `a different answer: ${difference}` });
  }
  if (afterRetry.value !== afterFirst.value) {
    violations.push({
      path: 'balance',
      message: `the retry moved it again: ${afterFirst.value} → ${afterRetry.value} (first call: ${before.value} → ${afterFirst.value})`,
    });
  }
  if (reused && other) {
    const judged = judgeRefusal(env, operation, reused);
    if (judged.kind !== 'refused' && !isRateLimited(reused)) {
      const replayed = isSuccess(reused) && isDeepStrictEqual(essence(reused), essence(first));
      const why = replayed ? 'it answered with the first call’s result' : judged.text;
      violations.push({
        path: 'same key, other body',
        message: `(${other.change}) must be refused, never charged: ${why}`,
        request: reusedSent?.request.sent,
      });
    }
  }
  if (afterReuse.value !== afterRetry.value) {
    violations.push({
      path: 'balance',
      message: `the reused key with another body moved it: ${afterRetry.value} → ${afterReuse.value}`,
      request: reusedSent?.request.sent,
    });
  }
  const charged =
    before.value === afterFirst.value
      ? 'the balance did not move'
      : `the balance moved once (${before.value} → ${afterFirst.value})`;
  const poor =
    !isSuccess(first) && first.status === 402
      ? '; the user has too few coins, so nothing was charged (pass --token of a funded user to check a charge)'
      : '';
  const note = `retry: ${sent.waited ?? ''}the same ${describeOutcome(first)}; ${charged}; same key, other body: ${reused ? describeOutcome(reused) : 'no other valid body to send'}${poor}`;
  const unanswered = sent.pending
    ? `retry (same key, same body): ${sent.pending}: not decided yet, retry later`
    : limited && describeOutcome(limited);
  return {
    row: checkRow(operation, 'idempotency', {
      violations: sentWith(violations, sent.request),
      note,
      ...(unanswered ? { unreachable: unanswered } : {}),
    }),
    after: afterFirst.value,
  };
}
