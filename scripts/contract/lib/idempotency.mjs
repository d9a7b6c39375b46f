// Idempotency: a paying call (it takes an Idempotency-Key) sent again with the same key and body
// must get the same answer and must not move the balance again; the same key with another body
// must be refused, never charged. Runs right after the tour's own call, which is the first send.
import { isDeepStrictEqual } from 'node:util';
import {
  bodyOf,
  checkRow,
  clip,
  describeOutcome,
  IDEMPOTENCY_KEY,
  isSuccess,
  judgeRefusal,
  sendPlan,
  untestedRow,
} from './checks.mjs';
import { requestBodyOf, resolveRef } from './contract.mjs';
import { clonePlan } from './request.mjs';

/** Whether the operation takes an idempotency key: it spends coins or creates an order. */
export const isPaying = (operation) =>
  operation.parameters.some((parameter) => parameter.in === 'header' && IDEMPOTENCY_KEY.test(parameter.name));

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
  if (first.kind !== 'answer')
    return { row: untestedRow(operation, 'idempotency', 'skipped', `the first call got no answer (${first.reason})`) };
  if (before.error !== undefined)
    return {
      row: untestedRow(operation, 'idempotency', 'skipped', `could not read the balance before: ${before.error}`),
    };
  const afterFirst = await state.balance();
  const retry = (await sendPlan(env, plan)).outcome;
  const afterRetry = await state.balance();
  const other = otherBody(env, plan);
  const reused = other ? (await sendPlan(env, other.plan)).outcome : undefined;
  const afterReuse = await state.balance();
  const unread = [afterFirst, afterRetry, afterReuse].find((read) => read.error !== undefined);
  if (unread)
    return { row: untestedRow(operation, 'idempotency', 'skipped', `could not read the balance: ${unread.error}`) };

  const violations = [];
  if (retry.kind !== 'answer') {
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
    if (judged.kind !== 'refused') {
      const replayed = isSuccess(reused) && isDeepStrictEqual(essence(reused), essence(first));
      const why = replayed ? 'it answered with the first call’s result' : judged.text;
      violations.push({
        path: 'same key, other body',
        message: `(${other.change}) must be refused, never charged: ${why}`,
      });
    }
  }
  if (afterReuse.value !== afterRetry.value) {
    violations.push({
      path: 'balance',
      message: `the reused key with another body moved it: ${afterRetry.value} → ${afterReuse.value}`,
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
  const note = `retry: the same ${describeOutcome(first)}; ${charged}; same key, other body: ${reused ? describeOutcome(reused) : 'no other valid body to send'}${poor}`;
  return { row: checkRow(operation, 'idempotency', { violations, note }), after: afterFirst.value };
}
