// Isolation (deep): a second, new guest must not see or use what belongs to the first user: its
// order by id, its records, or its answers through a reused Idempotency-Key. A success is a leak.
import { isDeepStrictEqual } from 'node:util';
import {
  bodyOf,
  checkRow,
  claimsInProgress,
  describeOutcome,
  isSuccess,
  judgeRefusal,
  planFor,
  sendPlan,
  sentWith,
  untestedRow,
} from './checks.mjs';

/**
 * @typedef {{ env: import('./checks.mjs').Env, operations: Map<string, import('./contract.mjs').Operation>,
 *   context: Record<string, unknown>, firstToken: string, secondToken: string }} Users
 */

const plan = (users, operationId, token, extra = {}) =>
  planFor(users.env, /** @type {any} */ (users.operations.get(operationId)), { ...users.context, ...extra }, token);

/** Registers the second guest with the tour's own registration request. */
export async function registerSecondGuest(env, operations, context) {
  const operation = operations.get('registerGuest');
  if (!operation) return { error: 'the contract has no registerGuest' };
  const { outcome } = await sendPlan(env, planFor(env, operation, context));
  const data = bodyOf(outcome)?.data;
  if (!isSuccess(outcome) || typeof data?.token !== 'string')
    return { error: `registerGuest answered ${describeOutcome(outcome)}` };
  return { token: data.token, h5UserId: data.h5UserId };
}

/** Two registrations must give two users. */
export function checkTwoUsers(operation, first, second) {
  const violations = [];
  if (first.token === second.token)
    violations.push({
      path: 'data.token',
      message: 'two new guests got the same token: the server cannot tell them apart',
    });
  if (first.h5UserId === second.h5UserId)
    violations.push({
      path: 'data.h5UserId',
      message: `two new guests got the same user id ${JSON.stringify(first.h5UserId)}`,
    });
  return checkRow(operation, 'isolation', {
    violations,
    note: 'two registrations gave two users (token and h5UserId differ)',
  });
}

/** The second guest asks for the first user's order by its id. @param {Users} users */
export async function checkForeignOrder(users, operation, payOrderId) {
  if (!payOrderId)
    return untestedRow(
      operation,
      'isolation',
      'skipped',
      'the first user has no order (createRechargeOrder gave no payOrderId)',
    );
  const { outcome, request } = await sendPlan(
    users.env,
    plan(users, operation.operationId, users.secondToken, { payOrderId }),
  );
  const judged = judgeRefusal(users.env, operation, outcome);
  /** @type {import('./validate.mjs').Violation[]} */
  const violations = [];
  if (isSuccess(outcome))
    violations.push({
      path: 'second guest',
      message: `read the first user's order ${payOrderId} (${describeOutcome(outcome)})`,
    });
  else if (judged.kind === 'problem')
    violations.push({ path: 'second guest', message: `asking for the first user's order: ${judged.text}` });
  return checkRow(operation, 'isolation', {
    violations: sentWith(violations, request),
    ...(judged.kind === 'unreachable' ? { unreachable: `second guest: ${judged.text}` } : {}),
    request: { line: request.shown.line },
    note: `the first user's order was refused to the second guest (${judged.text})`,
  });
}

async function recordIds(users, operationId, token, idOf) {
  const { outcome, request } = await sendPlan(users.env, plan(users, operationId, token, { pageSize: 50 }));
  const records = bodyOf(outcome)?.data?.records;
  if (!isSuccess(outcome) || !Array.isArray(records))
    return { error: `${operationId} answered ${describeOutcome(outcome)}` };
  return { ids: records.map(idOf).filter((id) => id !== undefined), request };
}

/**
 * The second guest's records must hold none of the first user's. `known` adds ids the first user
 * is known to have (its orders), beyond those its own list shows.
 * @param {Users} users
 */
export async function checkForeignRecords(users, operation, idOf, known = []) {
  const own = await recordIds(users, operation.operationId, users.firstToken, idOf);
  if (own.error !== undefined)
    return untestedRow(operation, 'isolation', 'skipped', `could not read the first user's records: ${own.error}`);
  const ids = new Set([...own.ids, ...known]);
  if (ids.size === 0) {
    return untestedRow(
      operation,
      'isolation',
      'not-checkable',
      'the first user has no such records to look for (unlocks need a funded --token)',
    );
  }
  const theirs = await recordIds(users, operation.operationId, users.secondToken, idOf);
  if (theirs.error !== undefined)
    return untestedRow(operation, 'isolation', 'skipped', `could not read the second guest's records: ${theirs.error}`);
  const leaked = theirs.ids.filter((id) => ids.has(id));
  const violations = leaked.map((id) => ({
    path: 'second guest',
    message: `sees the first user's record ${id}`,
    request: theirs.request?.sent,
  }));
  return checkRow(operation, 'isolation', {
    violations,
    note: `none of the first user's ${ids.size} record(s) in the second guest's list`,
  });
}

/**
 * The second guest sends the first user's paying request, key and body unchanged: it must get an
 * answer of its own, never the first user's stored one.
 * @param {Users} users
 */
export async function checkForeignKey(users, operation, { plan: firstPlan, first }) {
  if (!isSuccess(first))
    return untestedRow(
      operation,
      'isolation',
      'not-checkable',
      `the first user's call did not succeed (${describeOutcome(first)}), so there is no answer to leak`,
    );
  const { outcome, request } = await sendPlan(users.env, { ...firstPlan, bearer: users.secondToken });
  const mine = bodyOf(first)?.data;
  /** @type {import('./validate.mjs').Violation[]} */
  const violations = [];
  if (isSuccess(outcome) && isDeepStrictEqual(bodyOf(outcome)?.data, mine))
    violations.push({
      path: 'second guest',
      message:
        "with the first user's Idempotency-Key and body, got the first user's answer: keys are not kept per user",
    });
  // The key is new to this user: a 409 says it is in progress for someone else.
  if (claimsInProgress(operation, outcome))
    violations.push({
      path: 'second guest',
      message: `with the first user's Idempotency-Key, ${describeOutcome(outcome)} (still being processed): the key is this user's first, nothing of theirs was in progress`,
    });
  return checkRow(operation, 'isolation', {
    violations: sentWith(violations, request),
    ...(outcome.kind === 'unreachable' ? { unreachable: `second guest: ${outcome.reason}` } : {}),
    note: `the second guest got an answer of its own (${describeOutcome(outcome)})`,
  });
}
