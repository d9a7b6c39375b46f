// Refusals: each invalid request made from the schema (invalid-inputs.mjs) must get a documented
// 4xx with one of the contract's error codes. A success, a 5xx or an undocumented answer is a
// violation, reported with what was broken.
import { documentedStatuses } from './contract.mjs';
import { checkRow, inTurn, judgeRefusal, PARALLEL, sendPlan, tally } from './checks.mjs';
import { invalidVariants } from './invalid-inputs.mjs';
import { renewKeys } from './request.mjs';

/**
 * @param {import('./checks.mjs').Env} env
 * @param {import('./contract.mjs').Operation} operation
 * @param {import('./request.mjs').RequestPlan} plan a valid request for the operation
 * @returns {Promise<import('./tour.mjs').StepResult | undefined>} no row when nothing can be made invalid
 */
export async function checkRefusals(env, operation, plan) {
  if (!documentedStatuses(operation).some((status) => /^4/.test(status))) return undefined;
  const variants = invalidVariants(env.document, plan);
  if (variants.length === 0) return undefined;
  const answers = await inTurn(variants, PARALLEL, async (variant) => {
    // Each request is its own intent: a key shared between them would only test the key.
    const sent = variant.target.startsWith('header.') ? variant.plan : renewKeys(env.document, variant.plan);
    const { outcome, request } = await sendPlan(env, sent);
    return { ...judgeRefusal(env, operation, outcome), request };
  });
  const violations = [];
  let unreachable;
  for (const [index, judged] of answers.entries()) {
    const variant = variants[index];
    if (!variant) continue;
    if (judged.kind === 'problem')
      violations.push({
        path: variant.target,
        message: `${variant.broken}: ${judged.text}`,
        request: judged.request.sent,
      });
    if (judged.kind === 'unreachable') unreachable ??= `${variant.target} (${variant.broken}): ${judged.text}`;
  }
  const refused = answers.filter((judged) => judged.kind === 'refused').map((judged) => judged.text);
  return checkRow(operation, 'refusals', {
    violations,
    unreachable,
    note: `${variants.length} invalid request${variants.length === 1 ? '' : 's'}, each refused: ${tally(refused)}`,
  });
}
