// Reads what a user has on the server, for the checks that compare before and after: the coin
// balance (getBalance) and the drama as this user sees it (getDramaInfo with the user's token,
// as the app sends it).
import { bodyOf, describeOutcome, isSuccess, planFor, sendPlan } from './checks.mjs';

/**
 * @param {import('./checks.mjs').Env & { clientId: string }} env
 * @param {Map<string, import('./contract.mjs').Operation>} operations by operationId
 * @param {Record<string, unknown>} context the tour's (for the drama info key)
 * @param {string} token
 */
export function userState(env, operations, context, token) {
  const read = async (operationId) => {
    const operation = operations.get(operationId);
    if (!operation) return { error: `the contract has no ${operationId}` };
    const plan = planFor(env, operation, context, token);
    plan.bearer = token;
    const { outcome } = await sendPlan(env, plan);
    const data = bodyOf(outcome)?.data;
    if (!isSuccess(outcome) || data === undefined)
      return { error: `${operationId} answered ${describeOutcome(outcome)}` };
    return { data };
  };
  return {
    /** @returns {Promise<{ value?: number, error?: string }>} */
    async balance() {
      const { data, error } = await read('getBalance');
      return Number.isInteger(data?.balance)
        ? { value: data.balance }
        : { error: error ?? 'getBalance gave no balance' };
    },
    /** @returns {Promise<{ data?: any, error?: string }>} */
    dramaInfo: () => read('getDramaInfo'),
  };
}
