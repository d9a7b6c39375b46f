// The tour: every operation of the contract, in the order its links chain them (a visitor's
// session), each request fed by what earlier answers returned (the drama's ids, the guest's token,
// the order id), as the links say.
import { randomBytes } from 'node:crypto';
import { claimsInProgress, sentWith } from './checks.mjs';
import { listOperations } from './contract.mjs';
import { send } from './http.mjs';
import { contractLinks, learnFromLinks, linkedNeeds, orderByLinks, TOKEN } from './links.mjs';
import { planRequest, toRequest } from './request.mjs';
import { checkAnswer } from './validate.mjs';

/**
 * What the contract cannot say: the documented failures a correct server may give a valid request
 * because of its state, and the episode to unlock (a locked one). The order of the calls and the ids
 * each learns for the next come from the contract's links (links.mjs).
 * @type {Record<string, { accept?: number[], why?: string, choose?: (data: any) => Record<string, unknown> }>}
 */
const STEPS = {
  // The example short code may be unknown to a real server; pass --code for one it knows.
  decryptShortCode: { accept: [404], why: 'the example short code is unknown to this server (pass --code)' },
  // The link to unlockEpisode names the drama's episodes; the one to unlock is one still locked.
  getDramaInfo: { choose: (data) => ({ episodeNumber: lockedEpisode(data?.dramaUrl) }) },
  // A new guest has no coins: "insufficient balance" is the correct answer (pass --token of a funded user).
  unlockEpisode: { accept: [402], why: 'the user has too few coins' },
  unlockSeries: { accept: [402], why: 'the user has too few coins' },
};

function lockedEpisode(episodes) {
  if (!Array.isArray(episodes) || episodes.length === 0) return undefined;
  return (episodes.find((episode) => episode?.locked) ?? episodes[episodes.length - 1])?.episodeNumber;
}

/**
 * One row of the report: one check of one operation. `not-checkable` is a check this server
 * cannot answer (a mock keeps no state); unlike `skipped` it does not make the run incomplete.
 * @typedef {{ operationId: string, tag: string, method: string, path: string,
 *   check: import('./checks.mjs').CheckName, request?: { line: string, body?: unknown },
 *   result: 'pass' | 'violation' | 'unreachable' | 'skipped' | 'not-checkable' | 'known', status?: number, ms?: number,
 *   violations: import('./validate.mjs').Violation[], reason?: string, note?: string }} StepResult
 */

/**
 * What the behaviour checks see of the tour: each step before it is sent and after its answer
 * (`reported` is false for a step --only runs silently for its ids); their own rows come back.
 * @typedef {{
 *   beforeStep: (operation: import('./contract.mjs').Operation, context: Record<string, unknown>, reported: boolean) => Promise<void>,
 *   afterStep: (operation: import('./contract.mjs').Operation, step: { plan: import('./request.mjs').RequestPlan,
 *     outcome: import('./http.mjs').Outcome, result: StepResult }, context: Record<string, unknown>, reported: boolean) => Promise<StepResult[]>,
 * }} TourHooks
 */

/**
 * @param {{ document: any, validator: any, baseUrl: string, clientId: string, token?: string,
 *   info?: string, code?: string, only?: string[], preset?: Record<string, unknown>, timeoutMs: number, hooks?: TourHooks,
 *   rateLimits?: import('./checks.mjs').Env['rateLimits'], onResult?: (result: StepResult) => void }} options
 * `sent` holds each operation's tour request (the fallback curl line of a violation found later),
 * `statuses` the HTTP status of every answer the tour got, reported or not (a run with no success
 * at all checked nothing meaningful).
 * @returns {Promise<{ results: StepResult[], context: Record<string, unknown>,
 *   sent: Map<string, import('./sent.mjs').Sent>, statuses: number[] }>}
 */
export async function runTour({
  document,
  validator,
  baseUrl,
  clientId,
  token,
  info,
  code,
  only,
  preset = {},
  timeoutMs,
  hooks,
  rateLimits,
  onResult,
}) {
  const listed = listOperations(document);
  const links = contractLinks(document, listed);
  const operations = orderByLinks(listed, links);
  const unknown = (only ?? []).filter((id) => !operations.some((operation) => operation.operationId === id));
  if (unknown.length > 0) throw new Error(`--only names operations the contract does not have: ${unknown.join(', ')}`);
  const password = randomBytes(9).toString('base64url');
  /** @type {Record<string, unknown>} */
  const context = {
    info: info ?? 'demo-th',
    email: `conformance-${randomBytes(6).toString('hex')}@example.com`,
    password,
  };
  if (code) context.code = code;
  // What the command line or the setup names is never replaced by what an answer links (the drama of --info).
  const given = new Set(info === undefined ? [] : ['info']);
  for (const [name, value] of Object.entries(preset)) {
    context[name] = value;
    given.add(name);
  }
  /** @type {StepResult[]} */
  const results = [];
  const sent = new Map();
  /** @type {number[]} */
  const statuses = [];
  const last = only
    ? Math.max(...operations.map((operation, i) => (only.includes(operation.operationId) ? i : -1)))
    : Infinity;
  for (const [index, operation] of operations.entries()) {
    if (index > last) break;
    const reported = !only || only.includes(operation.operationId);
    const step = STEPS[operation.operationId] ?? {};
    const learns = links.some((link) => link.source === operation.operationId);
    // --only still runs the earlier steps that learn ids (silently), so the chosen ones get them.
    if (!reported && !learns) continue;
    await hooks?.beforeStep(operation, context, reported);
    const { result, plan, outcome, request } = await runStep({
      document,
      validator,
      operation,
      step,
      links,
      given,
      context,
      baseUrl,
      clientId,
      token,
      timeoutMs,
      rateLimits,
    });
    if (request) sent.set(operation.operationId, request.sent);
    if (outcome?.kind === 'answer') statuses.push(outcome.status);
    const extra =
      plan && outcome ? ((await hooks?.afterStep(operation, { plan, outcome, result }, context, reported)) ?? []) : [];
    if (!reported) continue;
    for (const row of [result, ...extra]) {
      results.push(row);
      onResult?.(row);
    }
  }
  return { results, context, sent, statuses };
}

async function runStep({
  document,
  validator,
  operation,
  step,
  links,
  given,
  context,
  baseUrl,
  clientId,
  token,
  timeoutMs,
  rateLimits,
}) {
  const base = {
    operationId: operation.operationId,
    tag: operation.tag,
    method: operation.method,
    path: operation.path,
    check: /** @type {const} */ ('shape'),
    violations: [],
  };
  const bearer = token ?? /** @type {string | undefined} */ (context[TOKEN]);
  const needs = linkedNeeds(document, operation, links);
  const missing = needs.names.filter((name) => context[name] === undefined || context[name] === null);
  if (needs.token && !bearer) {
    const from = links
      .filter((link) => link.target === operation.operationId && link.bearer)
      .map((link) => link.source);
    missing.push(
      `a bearer token (${from.length > 0 ? `${from.join(', ')} gave none` : 'no link gives one'}; pass --token)`,
    );
  }
  if (missing.length > 0)
    return { result: { ...base, result: 'skipped', reason: `needs ${missing.join(', ')} from an earlier answer` } };

  const plan = planRequest({ document, operation, context, clientId, token: bearer });
  const request = toRequest(plan, baseUrl);
  const outcome = await send(request, timeoutMs);
  rateLimits?.record(operation, outcome, request.sent);
  if (outcome.kind === 'unreachable') {
    const result = {
      ...base,
      request: request.shown,
      result: 'unreachable',
      status: outcome.status,
      ms: outcome.ms,
      reason: outcome.reason,
    };
    return { result, plan, outcome, request };
  }
  const checked = checkAnswer({
    document,
    validator,
    operation,
    status: outcome.status,
    contentType: outcome.contentType,
    text: outcome.text,
    expectSuccess: true,
    accept: step.accept,
  });
  if (claimsInProgress(operation, outcome)) {
    // The tour's key is fresh: say what the 409 claims, not only that it is not a success.
    checked.violations = [
      {
        path: 'status',
        message:
          'HTTP 409 ("a request with this Idempotency-Key is still being processed") to the first request with a fresh key: nothing was in progress',
      },
      ...checked.violations.filter((violation) => violation.path !== 'status'),
    ];
  }
  const data = /** @type {any} */ (checked.body)?.data;
  if (outcome.status >= 200 && outcome.status < 300 && data && typeof data === 'object') {
    const exchange = {
      request: { body: plan.body?.value, query: plan.query, path: plan.path },
      response: checked.body,
    };
    const learnt = { ...learnFromLinks(links, operation.operationId, exchange), ...step.choose?.(data) };
    for (const [name, value] of Object.entries(learnt))
      if (value !== undefined && value !== null && !given.has(name)) context[name] = value;
  }
  const note = checked.note && step.why ? `${checked.note}: ${step.why}` : checked.note;
  const result = {
    ...base,
    request: request.shown,
    result: checked.violations.length > 0 ? 'violation' : 'pass',
    status: outcome.status,
    ms: outcome.ms,
    violations: sentWith(checked.violations, request),
    ...(note && checked.violations.length === 0 ? { note } : {}),
  };
  return { result, plan, outcome, request };
}

/** The documented failures a correct server may give the tour's valid request for this operation (402, 404). */
export const acceptedStatuses = (operationId) => STEPS[operationId]?.accept ?? [];
