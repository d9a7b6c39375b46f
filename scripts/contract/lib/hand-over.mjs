// Hand-over (createHandOverCode, redeemHandOverCode): a code expires at most 10 minutes after it was made,
// is redeemed once, and a bearer token of another user neither redeems it nor uses it up. What this kit
// cannot do is wait 10 minutes for a code to expire: it checks the promised expiry instead (expiresAt after
// the call, and at most 10 minutes after the server's answer), and says so in its note.
import {
  bodyOf,
  checkRow,
  describeOutcome,
  isSuccess,
  judgeRefusal,
  planFor,
  sendPlan,
  untestedRow,
} from './checks.mjs';

/** The longest a code may live (the contract's createHandOverCode). */
const HAND_OVER_MAX_MS = 10 * 60_000;
/** The server's Date header has whole seconds: the bounds are widened by this much. */
const SLACK_MS = 2000;

const EXPIRY_NOT_WAITED =
  "an expired code's refusal (410, 4003) is not produced: it would take up to 10 minutes of waiting";

/**
 * The expiry the server promised for a code it just made.
 * @param {import('./contract.mjs').Operation} operation createHandOverCode
 * @param {{ outcome: import('./http.mjs').Outcome, sentAt: number, mock?: string }} step
 */
export function checkHandOverExpiry(operation, { outcome, sentAt, mock }) {
  if (mock) return untestedRow(operation, 'hand-over', 'not-checkable', mock);
  if (!isSuccess(outcome))
    return untestedRow(operation, 'hand-over', 'skipped', `no code to check: ${describeOutcome(outcome)}`);
  const expiresAt = Date.parse(bodyOf(outcome)?.data?.expiresAt);
  // The server's own clock where it says it (its Date header), else this machine's.
  const date = outcome.kind === 'answer' ? Date.parse(outcome.headers?.date ?? '') : Number.NaN;
  const now = Number.isNaN(date) ? Date.now() : date;
  const earliest = (Number.isNaN(date) ? sentAt : date) - SLACK_MS;
  const violations = [];
  if (Number.isNaN(expiresAt)) violations.push({ path: 'data.expiresAt', message: 'not a date-time' });
  else if (expiresAt <= earliest)
    violations.push({
      path: 'data.expiresAt',
      message: `the code is already expired (${new Date(expiresAt).toISOString()})`,
    });
  else if (expiresAt > now + HAND_OVER_MAX_MS + SLACK_MS)
    violations.push({
      path: 'data.expiresAt',
      message: `${Math.round((expiresAt - now) / 1000)} s from the answer: more than the 600 s a code may live`,
    });
  return checkRow(operation, 'hand-over', {
    violations,
    note: `expiresAt within 10 minutes of the answer; ${EXPIRY_NOT_WAITED}`,
  });
}

/** A refusal with exactly this status and envelope code, else a problem's text. */
function expectRefusal(env, operation, outcome, status, code) {
  const judged = judgeRefusal(env, operation, outcome, { exclude: [] });
  if (judged.kind !== 'refused')
    return judged.kind === 'unreachable' ? { unreachable: judged.text } : { problem: judged.text };
  const got = bodyOf(outcome)?.code;
  if (outcome.kind !== 'answer' || outcome.status !== status || got !== code)
    return { problem: `${describeOutcome(outcome)}; expected HTTP ${status}, code ${code}` };
  return {};
}

/**
 * The tour redeemed a code once: the same request again must be refused as used (410, code 4002). Deep,
 * with a second guest: a fresh code of the first user, sent with the second guest's token, must be refused
 * (403, code 4004) and stay usable: redeemed afterwards without a token, it hands over the first user.
 * @param {import('./checks.mjs').Env} env
 * @param {import('./contract.mjs').Operation} operation redeemHandOverCode
 * @param {{ plan: import('./request.mjs').RequestPlan, first: import('./http.mjs').Outcome, mock?: string,
 *   create?: import('./contract.mjs').Operation, context: Record<string, unknown>, firstUser?: { token: string, h5UserId: unknown },
 *   secondToken?: () => Promise<string | undefined> }} step
 */
export async function checkHandOverRedeem(
  env,
  operation,
  { plan, first, mock, create, context, firstUser, secondToken },
) {
  if (mock) return untestedRow(operation, 'hand-over', 'not-checkable', mock);
  if (!isSuccess(first))
    return untestedRow(operation, 'hand-over', 'skipped', `the first redemption answered ${describeOutcome(first)}`);
  const violations = [];
  const notes = [];
  let unreachable;
  const again = await sendPlan(env, plan);
  const used = expectRefusal(env, operation, again.outcome, 410, 4002);
  if (used.problem)
    violations.push({ path: 'handOverCode', message: `redeemed twice: ${used.problem}`, request: again.request.sent });
  unreachable ??= used.unreachable;
  notes.push('a second redemption is refused as used (410, 4002)');

  const stranger = secondToken ? await secondToken() : undefined;
  if (create && firstUser && stranger) {
    const made = await sendPlan(env, planFor(env, create, context, firstUser.token));
    const code = bodyOf(made.outcome)?.data?.handOverCode;
    if (!isSuccess(made.outcome) || typeof code !== 'string') {
      unreachable ??= `no second code: createHandOverCode answered ${describeOutcome(made.outcome)}`;
    } else {
      const withCode = { ...plan, body: { mediaType: 'application/json', value: { handOverCode: code } } };
      const foreign = await sendPlan(env, { ...withCode, bearer: stranger });
      const refused = expectRefusal(env, operation, foreign.outcome, 403, 4004);
      if (refused.problem)
        violations.push({
          path: 'Authorization',
          message: `another user's token: ${refused.problem}`,
          request: foreign.request.sent,
        });
      unreachable ??= refused.unreachable;
      const owner = await sendPlan(env, { ...withCode, bearer: undefined });
      const handed = bodyOf(owner.outcome)?.data;
      if (!isSuccess(owner.outcome))
        violations.push({
          path: 'handOverCode',
          message: `after another user's token was refused, the code no longer works: ${describeOutcome(owner.outcome)}`,
          request: owner.request.sent,
        });
      else if (handed?.h5UserId !== firstUser.h5UserId)
        violations.push({
          path: 'data.h5UserId',
          message: `handed over user ${JSON.stringify(handed?.h5UserId)}, not the code's user ${JSON.stringify(firstUser.h5UserId)}`,
          request: owner.request.sent,
        });
      notes.push("another user's token is refused (403, 4004) and leaves the code usable for its own user");
    }
  }
  return checkRow(operation, 'hand-over', { violations, unreachable, note: notes.join('; ') });
}
