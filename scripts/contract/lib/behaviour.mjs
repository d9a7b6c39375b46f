// The behaviour checks, wired into the tour: idempotency (and, deep, money) around each paying
// step, where the tour's own call is the first send; the hand-over rules after its two steps; then, after the tour, refusals, authorization,
// the client id and the methods per operation, the deep token and isolation checks, and generated inputs.
//
// A mock answers every request with the contract's examples and keeps no state, so what needs
// state (idempotency, money, tokens, isolation) is reported there as not checkable, never as a
// violation. The mock is recognised by its registerGuest answer: the contract's own example.
import { isDeepStrictEqual } from 'node:util';
import { checkForeignTokens, checkMissingClientId, checkMissingToken } from './authorization.mjs';
import { bodyOf, isPaying, isSuccess, planFor, untestedRow } from './checks.mjs';
import { exampleValues } from './contract.mjs';
import { checkGenerated } from './generated-inputs.mjs';
import { checkHandOverExpiry, checkHandOverRedeem } from './hand-over.mjs';
import { checkIdempotency } from './idempotency.mjs';
import {
  checkForeignKey,
  checkForeignOrder,
  checkForeignRecords,
  checkTwoUsers,
  registerSecondGuest,
} from './isolation.mjs';
import { checkMethods, methodsOf } from './methods.mjs';
import { checkMoney, lockedEpisodeFor } from './money.mjs';
import { checkRefusals } from './refusals.mjs';
import { needsToken } from './request.mjs';
import { userState } from './user-state.mjs';

const MOCK =
  "not checkable here: registerGuest answered with the contract's own example, so this is a mock, which keeps no state and accepts any token";

/**
 * @param {{ env: import('./checks.mjs').Env, operations: import('./contract.mjs').Operation[], token?: string,
 *   deep: boolean, generate?: { count: number, seed: number } }} options
 */
export function createBehaviour({ env, operations, token, deep, generate }) {
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  /** @type {string | undefined} */
  let mock;
  /** @type {{ token: string, h5UserId: unknown } | undefined} */
  let firstGuest;
  /** The paying calls the tour made, for the isolation checks. */
  const paying = new Map();
  const pending = new Map();
  /** When the tour's createHandOverCode left, for its expiry. */
  let handOverSentAt = Date.now();
  const userToken = (context) => token ?? /** @type {string | undefined} */ (context.guestToken);
  const stateOf = (context) => userState(env, byId, context, /** @type {string} */ (userToken(context)));

  /** @type {import('./tour.mjs').TourHooks} */
  const hooks = {
    async beforeStep(operation, context, reported) {
      if (operation.operationId === 'createHandOverCode') handOverSentAt = Date.now();
      if (!reported || !isPaying(operation) || !userToken(context)) return;
      const state = stateOf(context);
      const before = { before: await state.balance() };
      if (deep && operation.operationId === 'unlockEpisode') {
        // The episode must be locked for this user, not only in the anonymous view the tour read.
        const infoBefore = await state.dramaInfo();
        const episode = lockedEpisodeFor(infoBefore.data, context.episodeNumber);
        if (episode !== undefined) context.episodeNumber = episode;
        Object.assign(before, { infoBefore, episode: context.episodeNumber });
      }
      pending.set(operation.operationId, before);
    },
    async afterStep(operation, { plan, outcome }, context, reported) {
      if (operation.operationId === 'registerGuest' && isSuccess(outcome)) {
        const data = bodyOf(outcome)?.data;
        firstGuest = { token: data?.token, h5UserId: data?.h5UserId };
        const examples = exampleValues(env.document, operation, String(outcome.status));
        if (examples.some((example) => isDeepStrictEqual(example?.data, data))) mock = MOCK;
      }
      if (reported && operation.operationId === 'createHandOverCode')
        return [checkHandOverExpiry(operation, { outcome, sentAt: handOverSentAt, mock })];
      if (reported && operation.operationId === 'redeemHandOverCode') {
        const owner = userToken(context);
        const row = await checkHandOverRedeem(env, operation, {
          plan,
          first: outcome,
          mock,
          create: byId.get('createHandOverCode'),
          context,
          ...(owner ? { firstUser: { token: owner, h5UserId: bodyOf(outcome)?.data?.h5UserId } } : {}),
          // Deep only: another guest is made for it.
          ...(deep && {
            secondToken: async () => (await registerSecondGuest(env, byId, context)).token,
          }),
        });
        return [row];
      }
      const measured = pending.get(operation.operationId);
      if (!reported || !measured) return [];
      paying.set(operation.operationId, { plan, first: outcome });
      const state = stateOf(context);
      const { row, after } = await checkIdempotency(env, operation, {
        plan,
        first: outcome,
        before: measured.before,
        state,
        mock,
      });
      if (!(deep && operation.operationId === 'unlockEpisode')) return [row];
      const money = await checkMoney(env, operation, {
        ...measured,
        mock,
        plan,
        first: outcome,
        before: measured.before.value,
        after,
        state,
      });
      return [row, money];
    },
  };

  /**
   * The checks after the tour, for each operation the tour reported and did not skip.
   * @param {import('./tour.mjs').StepResult[]} results the tour's rows
   * @param {Record<string, unknown>} context
   */
  async function finish(results, context) {
    // An operation the tour skipped, or could not reach at all, would only repeat that here.
    const checked = results
      .filter(
        (row) => row.check === 'shape' && row.result !== 'skipped' && !(row.result === 'unreachable' && !row.status),
      )
      .map((row) => byId.get(row.operationId))
      .filter((operation) => operation !== undefined);
    const bearer = userToken(context);
    const rows = [];
    const paths = new Set();
    for (const operation of checked) {
      const plan = planFor(env, operation, context, bearer);
      const refusals = await checkRefusals(env, operation, plan);
      if (refusals) rows.push(refusals);
      const clientId = await checkMissingClientId(env, operation, plan);
      if (clientId) rows.push(clientId);
      if (!paths.has(operation.path)) {
        paths.add(operation.path);
        const listed = methodsOf(operations).get(operation.path) ?? [];
        rows.push(await checkMethods(env, operation, plan, { listed, mock }));
      }
      if (!needsToken(env.document, operation) || !bearer) continue;
      rows.push(await checkMissingToken(env, operation, plan));
      if (deep) rows.push(await checkForeignTokens(env, operation, plan, { mock }));
    }
    if (deep) rows.push(...(await isolation(checked, context, bearer)));
    if (generate) {
      for (const operation of checked)
        rows.push(
          await checkGenerated(env, operation, {
            plan: planFor(env, operation, context, bearer),
            context,
            ...generate,
          }),
        );
    }
    return rows;
  }

  async function isolation(checked, context, bearer) {
    const subjects = checked.filter(
      (operation) =>
        ['registerGuest', 'getRechargeOrder', 'listRechargeRecords', 'listPaymentRecords'].includes(
          operation.operationId,
        ) || paying.has(operation.operationId),
    );
    if (mock) return subjects.map((operation) => untestedRow(operation, 'isolation', 'not-checkable', mock));
    const second = await registerSecondGuest(env, byId, context);
    if (second.error !== undefined || !bearer) {
      const reason = `no second guest to check with: ${second.error ?? 'no token for the first user'}`;
      return subjects.map((operation) => untestedRow(operation, 'isolation', 'skipped', reason));
    }
    const users = {
      env,
      operations: byId,
      context,
      firstToken: bearer,
      secondToken: /** @type {string} */ (second.token),
    };
    const ordersOf = (id) => bodyOf(paying.get(id)?.first)?.data?.payOrderId;
    const rows = [];
    for (const operation of subjects) {
      const id = operation.operationId;
      if (id === 'registerGuest' && firstGuest) rows.push(checkTwoUsers(operation, firstGuest, second));
      if (id === 'getRechargeOrder') rows.push(await checkForeignOrder(users, operation, context.payOrderId));
      if (id === 'listRechargeRecords') {
        const known = [context.payOrderId, ordersOf('createRechargeOrder')].filter(
          (order) => typeof order === 'string',
        );
        rows.push(await checkForeignRecords(users, operation, (record) => record?.payOrderId, known));
      }
      if (id === 'listPaymentRecords')
        rows.push(await checkForeignRecords(users, operation, (record) => record?.recordId));
      if (paying.has(id)) rows.push(await checkForeignKey(users, operation, paying.get(id)));
    }
    return rows;
  }

  return { hooks, finish, isMock: () => mock !== undefined };
}
