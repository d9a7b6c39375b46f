// Authorization: a user call without a token, or (deep) with a malformed token or one this server
// never issued, must get what the contract says a missing or expired token gets: HTTP 401 with
// the code its examples give (401). Anything else, a success above all, is a violation. Any call
// without its clientId header gets the same refusal (the client-id check).
import { randomBytes } from 'node:crypto';
import {
  bodyOf,
  checkRow,
  describeOutcome,
  documentedCodes,
  inTurn,
  isSuccess,
  PARALLEL,
  sendPlan,
  untestedRow,
} from './checks.mjs';
import { isServerError } from './http.mjs';
import { apiKeyHeaders, apiKeyQueries, clonePlan, renewKeys } from './request.mjs';
import { checkAnswer } from './validate.mjs';

/** What the contract expects for a refused token: its 401 examples' codes, else any error code. */
export function judgeUnauthorized(env, operation, outcome) {
  const codes = documentedCodes(env.document, operation, 401);
  const expected = `HTTP 401${codes.length > 0 ? ` with code ${codes.join(' or ')}` : ''}`;
  if (outcome.kind === 'unreachable') {
    return isServerError(outcome)
      ? { kind: 'problem', text: `the server failed (${outcome.reason}); expected ${expected}` }
      : { kind: 'unreachable', text: outcome.reason };
  }
  const seen = describeOutcome(outcome);
  if (isSuccess(outcome)) return { kind: 'problem', text: `the call succeeded (${seen}); expected ${expected}` };
  if (outcome.status !== 401) return { kind: 'problem', text: `${seen}; expected ${expected}` };
  const shape = checkAnswer({
    ...env,
    operation,
    status: 401,
    contentType: outcome.contentType,
    text: outcome.text,
    expectSuccess: false,
  });
  const [first] = shape.violations;
  if (first)
    return { kind: 'problem', text: `${seen}: the 401 answer breaks its schema (${first.path}: ${first.message})` };
  const code = bodyOf(outcome)?.code;
  if (codes.length > 0 && !codes.includes(code)) return { kind: 'problem', text: `${seen}; expected ${expected}` };
  return { kind: 'refused', text: seen };
}

/**
 * Sends the valid request once per token variant and reports the ones that were not refused.
 * @param {{ label: string, bearer: string | undefined }[]} variants
 */
async function tryTokens(env, operation, plan, check, variants) {
  const answers = await inTurn(variants, PARALLEL, async ({ bearer }) => {
    const sent = renewKeys(env.document, plan);
    if (bearer === undefined) delete sent.bearer;
    else sent.bearer = bearer;
    const { outcome, request } = await sendPlan(env, sent);
    return { ...judgeUnauthorized(env, operation, outcome), request };
  });
  const violations = [];
  let unreachable;
  for (const [index, judged] of answers.entries()) {
    const label = variants[index]?.label ?? '';
    if (judged.kind === 'problem') violations.push({ path: label, message: judged.text, request: judged.request.sent });
    if (judged.kind === 'unreachable') unreachable ??= `${label}: ${judged.text}`;
  }
  const refused = answers.filter((judged) => judged.kind === 'refused');
  const note = `${variants.map((variant) => variant.label).join(', ')}: ${refused[0]?.text ?? ''}`;
  return checkRow(operation, check, { violations, unreachable, note });
}

/** A user call without the Authorization header. */
export const checkMissingToken = (env, operation, plan) =>
  tryTokens(env, operation, plan, 'authorization', [{ label: 'no token', bearer: undefined }]);

/**
 * The valid request without the client id header (every API key the operation requires, header or query),
 * its token kept: the contract refuses it like a missing token, HTTP 401 with code 401.
 * @returns {Promise<import('./tour.mjs').StepResult | undefined>} no row when the operation needs no such header
 */
export async function checkMissingClientId(env, operation, plan) {
  const headers = apiKeyHeaders(env.document, operation);
  // A beacon's call has its client id in the address (apiKey in query): without it, the same refusal.
  const queries = apiKeyQueries(env.document, operation);
  const names = [...headers, ...queries];
  if (names.length === 0) return undefined;
  const without = clonePlan(plan);
  for (const name of headers) delete without.headers[name];
  for (const name of queries) delete without.query[name];
  const label = `no ${names.join(', ')}`;
  return tryTokens(env, operation, without, 'client-id', [{ label, bearer: plan.bearer }]);
}

/**
 * A user call with tokens this server must not accept: malformed, of the right shape but never
 * issued, and for a JWT the user's own claims unsigned (alg none) or with a forged signature.
 */
export function checkForeignTokens(env, operation, plan, { mock }) {
  if (mock) return untestedRow(operation, 'tokens', 'not-checkable', mock);
  return tryTokens(env, operation, plan, 'tokens', tokenVariants(plan.bearer ?? ''));
}

function tokenVariants(token) {
  const variants = [
    { label: 'a malformed token', bearer: 'malformed-token-!@#' },
    { label: 'a token of the right shape this server never issued', bearer: sameShape(token) },
  ];
  const jwt = token.split('.');
  if (jwt.length === 3 && jsonOf(jwt[0])?.alg) {
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    variants.push({ label: "the user's claims unsigned (JWT alg none)", bearer: `${none}.${jwt[1]}.` });
    variants.push({
      label: "the user's claims with a forged signature",
      bearer: `${jwt[0]}.${jwt[1]}.${sameShape(jwt[2] ?? '')}`,
    });
  }
  return variants;
}

/** Every letter and digit replaced by another of its kind; separators kept. */
function sameShape(text) {
  const bytes = randomBytes(text.length);
  const swap = (char, index, from) => {
    const current = from.indexOf(char);
    return from[(current + 1 + ((bytes[index] ?? 0) % (from.length - 1))) % from.length];
  };
  const lower = 'abcdefghijklmnopqrstuvwxyz';
  const upper = lower.toUpperCase();
  const digits = '0123456789';
  const shaped = [...text]
    .map((char, index) =>
      lower.includes(char)
        ? swap(char, index, lower)
        : upper.includes(char)
          ? swap(char, index, upper)
          : digits.includes(char)
            ? swap(char, index, digits)
            : char,
    )
    .join('');
  return shaped || 'never-issued-token';
}

function jsonOf(part) {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}
