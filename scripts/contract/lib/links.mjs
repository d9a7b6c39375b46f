// The stateful chain, read from the contract's OpenAPI links: which operation's answer gives which
// later call its ids (the drama's ids to the guest registration and the unlocks, the guest's token to
// every user call, the order id to its status). The tour orders its calls by them, learns the values
// they name from each success, and skips a call whose required values no answer gave.
import { requestBodyOf, resolveRef } from './contract.mjs';
import { needsToken } from './request.mjs';

/**
 * One link: after a success of `source`, `values` (a name → runtime expression) feed `target`'s
 * parameters and body fields of those names; `bearer` is the expression of its token.
 * @typedef {{ source: string, target: string, values: Record<string, unknown>, bearer?: string }} Link
 */

/** The context name the tour keeps a linked bearer token under. */
export const TOKEN = 'guestToken';

/**
 * Every link of every success answer of the contract.
 * @param {any} document
 * @param {import('./contract.mjs').Operation[]} operations
 * @returns {Link[]}
 */
export function contractLinks(document, operations) {
  return operations.flatMap((operation) =>
    Object.entries(operation.operation.responses ?? {})
      .filter(([status]) => /^2/.test(status))
      .flatMap(([, raw]) => Object.values(resolveRef(document, raw)?.links ?? {}))
      .map((rawLink) => resolveRef(document, rawLink))
      .filter((link) => typeof link?.operationId === 'string')
      .map((link) => ({
        source: operation.operationId,
        target: link.operationId,
        values: {
          // A parameter may be named with its place ("query.dramaId"); the tour's names are bare.
          ...Object.fromEntries(
            Object.entries(link.parameters ?? {}).map(([name, value]) => [
              name.replace(/^(path|query|header)\./, ''),
              value,
            ]),
          ),
          ...(link.requestBody && typeof link.requestBody === 'object' ? link.requestBody : {}),
        },
        ...(typeof link['x-bearer-token'] === 'string' ? { bearer: link['x-bearer-token'] } : {}),
      })),
  );
}

/**
 * The operations in an order where every link's source comes before its target (Kahn's
 * algorithm); among those free to go, the contract's own order. A cycle is broken in that order.
 * @param {import('./contract.mjs').Operation[]} operations in document order
 * @param {Link[]} links
 */
export function orderByLinks(operations, links) {
  const ids = operations.map((operation) => operation.operationId);
  const before = new Map(ids.map((id) => [id, new Set()]));
  for (const link of links)
    if (link.source !== link.target && before.has(link.target)) before.get(link.target)?.add(link.source);
  const done = new Set();
  const ordered = [];
  while (ordered.length < operations.length) {
    const ready =
      operations.find(
        (operation) =>
          !done.has(operation.operationId) &&
          [...(before.get(operation.operationId) ?? [])].every((source) => done.has(source) || !ids.includes(source)),
      ) ?? operations.find((operation) => !done.has(operation.operationId));
    if (!ready) break;
    done.add(ready.operationId);
    ordered.push(ready);
  }
  return ordered;
}

/**
 * The names a call needs from earlier answers: those its links give that it requires (a required
 * parameter or body field), and a token when its security asks for one.
 * @param {any} document
 * @param {import('./contract.mjs').Operation} operation
 * @param {Link[]} links
 */
export function linkedNeeds(document, operation, links) {
  const required = new Set([
    ...operation.parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    ...(requestBodyOf(document, operation)?.schema?.required ?? []),
  ]);
  const names = new Set();
  for (const link of links.filter((l) => l.target === operation.operationId))
    for (const name of Object.keys(link.values)) if (required.has(name)) names.add(name);
  return { names: [...names], token: needsToken(document, operation) };
}

/** A JSON pointer ("#/data/dramaId") into a value. */
function at(value, pointer) {
  return pointer
    .replace(/^#?\//, '')
    .split('/')
    .filter((key) => key !== '')
    .reduce((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], value);
}

/**
 * A link value: a runtime expression on the answer or its request, else a constant.
 * @param {unknown} expression
 * @param {{ request: { body?: unknown, query: Record<string, string>, path: Record<string, string> }, response: unknown }} exchange
 */
function evaluate(expression, { request, response }) {
  if (typeof expression !== 'string' || !expression.startsWith('$')) return expression;
  const [, source, rest = ''] =
    /^\$(response\.body|request\.body|request\.query|request\.path)(.*)$/.exec(expression) ?? [];
  if (source === 'response.body') return at(response, rest);
  if (source === 'request.body') return at(request.body, rest);
  if (source === 'request.query') return request.query[rest.replace(/^\./, '')];
  if (source === 'request.path') return request.path[rest.replace(/^\./, '')];
  return undefined;
}

/**
 * What a success of `source` gives later calls, by the tour's names.
 * @param {Link[]} links
 * @param {string} source
 * @param {Parameters<typeof evaluate>[1]} exchange
 * @returns {Record<string, unknown>}
 */
export function learnFromLinks(links, source, exchange) {
  const learnt = {};
  for (const link of links.filter((l) => l.source === source)) {
    for (const [name, expression] of Object.entries(link.values)) learnt[name] = evaluate(expression, exchange);
    if (link.bearer) learnt[TOKEN] = evaluate(link.bearer, exchange);
  }
  return learnt;
}
