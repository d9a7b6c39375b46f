// Generated inputs (--generate N): N valid requests per operation made by json-schema-faker from
// the contract's schemas, with one seed for the run so that a failing variant can be sent again.
// The ids the server issued (drama, user, package, order) replace the generated ones, so that the
// requests address what exists; everything else is generated.
import { generateSync } from 'json-schema-faker';
import {
  bodyOf,
  checkRow,
  claimsInProgress,
  clip,
  IDEMPOTENCY_KEY,
  inTurn,
  PARALLEL,
  sendPlan,
  tally,
} from './checks.mjs';
import { inlineRefs, requestBodyOf, resolveRef } from './contract.mjs';
import { isServerError } from './http.mjs';
import { renewKeys } from './request.mjs';
import { checkAnswer } from './validate.mjs';

/** Values the generator cannot invent: they must name something on the server. */
const SERVER_IDS = [
  'info',
  'code',
  'dramaId',
  'promotionLinkId',
  'pixelId',
  'siteId',
  'h5UserId',
  'packageId',
  'payOrderId',
  'episodeNumber',
];

/** A seed per operation, so that --only or a new operation does not change the others' inputs. */
function seedFor(seed, operationId) {
  let hash = 2166136261;
  for (const char of operationId) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return ((hash ^ seed) >>> 0) % 2147483647;
}

function overlay(value, context) {
  for (const name of SERVER_IDS)
    if (name in value && context[name] !== undefined && context[name] !== null) value[name] = context[name];
  return value;
}

/** One generated variant of the valid plan, and what was generated (for the report). */
function generatedPlan(env, base, context, seed) {
  const plan = renewKeys(env.document, base);
  const { operation } = plan;
  const parameters = operation.parameters.filter(
    (p) => p.in === 'query' || p.in === 'path' || (p.in === 'header' && !IDEMPOTENCY_KEY.test(p.name)),
  );
  const shown = {};
  if (parameters.length > 0) {
    const schema = {
      type: 'object',
      properties: Object.fromEntries(
        parameters.map((p) => [p.name, inlineRefs(env.document, resolveRef(env.document, p.schema) ?? {})]),
      ),
      required: parameters.filter((p) => p.required || p.in === 'path').map((p) => p.name),
      additionalProperties: false,
    };
    const values = overlay(/** @type {any} */ (generateSync(schema, { seed })), context);
    for (const p of parameters) {
      const where = p.in === 'header' ? 'headers' : p.in;
      delete plan[where][p.name];
      if (values[p.name] !== undefined) plan[where][p.name] = String(values[p.name]);
    }
    Object.assign(shown, values);
  }
  const body = requestBodyOf(env.document, operation);
  if (body && plan.body) {
    const value = generateSync(inlineRefs(env.document, body.schema), { seed });
    plan.body = {
      mediaType: plan.body.mediaType,
      value: value && typeof value === 'object' ? overlay(value, context) : value,
    };
    Object.assign(shown, { body: plan.body.value });
  }
  return { plan, shown };
}

/** What a valid request must never get, beyond the shape checks. */
export function judgeValidAnswer(env, operation, outcome) {
  if (outcome.kind === 'unreachable')
    return isServerError(outcome) ? [`the server failed (${outcome.reason})`] : { unreachable: outcome.reason };
  const shape = checkAnswer({
    ...env,
    operation,
    status: outcome.status,
    contentType: outcome.contentType,
    text: outcome.text,
    expectSuccess: false,
  });
  const problems = shape.violations.map((violation) => `${violation.path}: ${violation.message}`);
  const code = bodyOf(outcome)?.code;
  if (outcome.status === 401) problems.push('HTTP 401 to a valid token');
  if (claimsInProgress(operation, outcome))
    problems.push('HTTP 409 (still being processed) to a request with a fresh key: nothing was in progress');
  if (outcome.status === 400 && code === 1001) problems.push('refused as an invalid parameter (HTTP 400, code 1001)');
  return problems;
}

/**
 * @param {import('./checks.mjs').Env} env
 * @param {import('./contract.mjs').Operation} operation
 * @param {{ plan: import('./request.mjs').RequestPlan, context: Record<string, unknown>, count: number, seed: number }} run
 */
export async function checkGenerated(env, operation, { plan, context, count, seed }) {
  const first = seedFor(seed, operation.operationId);
  const variants = Array.from({ length: count }, (_, index) => generatedPlan(env, plan, context, first + index));
  const sent = await inTurn(variants, PARALLEL, (variant) => sendPlan(env, variant.plan));
  const answers = sent.map(({ outcome }) => outcome);
  const violations = [];
  let unreachable;
  for (const [index, outcome] of answers.entries()) {
    const judged = judgeValidAnswer(env, operation, outcome);
    const label = `variant ${index + 1} of seed ${seed}`;
    if (!Array.isArray(judged)) unreachable ??= `${label}: ${judged.unreachable}`;
    else
      for (const problem of judged)
        violations.push({
          path: label,
          message: `${problem}; sent ${clip(variants[index]?.shown, 90)}`,
          request: sent[index]?.request.sent,
        });
  }
  const statuses = answers.map((outcome) => (outcome.kind === 'answer' ? `HTTP ${outcome.status}` : 'no answer'));
  return checkRow(operation, 'generated', {
    violations,
    unreachable,
    note: `${count} generated valid requests (seed ${seed}): ${tally(statuses)}`,
  });
}
