// Builds a valid request for an operation from the contract: parameter and body examples first,
// a value made from the schema where there is none, and values learnt earlier in the tour (ids,
// the token) in place of the example's.
import { randomUUID } from 'node:crypto';
import { resolveRef } from './contract.mjs';
import { toFetch } from './sent.mjs';

/**
 * `sent` is the request as plain data, for the report, its `curl` line and --replay (sent.mjs).
 * @typedef {{ method: string, url: string, headers: Record<string, string>,
 *   body?: string | FormData, shown: { line: string, body?: unknown }, sent: import('./sent.mjs').Sent }} BuiltRequest
 */

/** A value that satisfies a schema, for fields the contract gives no example for. */
function sampleOf(document, rawSchema, depth = 0) {
  const schema = resolveRef(document, rawSchema) ?? {};
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const branch = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (branch) return sampleOf(document, branch, depth + 1);
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((part) => sampleOf(document, part, depth + 1)));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type ?? (schema.properties ? 'object' : undefined)) {
    case 'object': {
      if (depth > 8) return {};
      const required = new Set(schema.required ?? []);
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([name]) => required.has(name))
          .map(([name, property]) => [name, sampleOf(document, property, depth + 1)]),
      );
    }
    case 'array':
      return schema.minItems ? [sampleOf(document, schema.items, depth + 1)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return sampleString(schema);
  }
}

function sampleString(schema) {
  switch (schema.format) {
    case 'uuid':
      return randomUUID();
    case 'email':
      return 'conformance@example.com';
    case 'date-time':
      return new Date().toISOString();
    case 'date':
      return new Date().toISOString().slice(0, 10);
    case 'uri':
    case 'url':
      return 'https://example.com/';
    default:
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}

/** The first named example of a parameter or media type, else its single example. */
function exampleOf(document, holder) {
  const named = Object.values(holder?.examples ?? {})[0];
  if (named !== undefined) return resolveRef(document, named)?.value;
  return holder?.example;
}

const isFresh = (schema) => schema?.format === 'uuid';

/** Reports may end up as CI artifacts: keep the tour's throwaway credentials out of them. */
const redact = (value) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, /password|token|secret/i.test(key) ? '***' : item]),
      )
    : value;

/**
 * A request before it is sent, in the parts the behaviour checks change: drop a field, break a
 * value, take the token away. `bearer` is the token alone; `toRequest` adds the header.
 * @typedef {{ operation: import('./contract.mjs').Operation, path: Record<string, string>,
 *   query: Record<string, string>, headers: Record<string, string>, bearer?: string,
 *   body?: { mediaType: string, value: any } }} RequestPlan
 */

/**
 * @param {{ document: any, operation: import('./contract.mjs').Operation,
 *   context: Record<string, unknown>, clientId: string, token?: string }} input
 * @returns {RequestPlan}
 */
export function planRequest({ document, operation, context, clientId, token }) {
  /** @type {RequestPlan} */
  const plan = { operation, path: {}, query: {}, headers: { accept: 'application/json' } };
  for (const parameter of operation.parameters) {
    const schema = resolveRef(document, parameter.schema);
    let value = context[parameter.name];
    // An idempotency key (any uuid header) must be new for each request, never the example's.
    if (value === undefined && parameter.in === 'header' && isFresh(schema)) value = randomUUID();
    value ??= exampleOf(document, parameter);
    if (value === undefined && parameter.required) value = sampleOf(document, schema);
    if (value === undefined) continue;
    const text = String(value);
    if (parameter.in === 'path') plan.path[parameter.name] = text;
    else if (parameter.in === 'query') plan.query[parameter.name] = text;
    else if (parameter.in === 'header') plan.headers[parameter.name] = text;
  }
  for (const [name, scheme] of securitySchemes(document, operation)) {
    if (scheme.type === 'apiKey' && scheme.in === 'header') plan.headers[scheme.name ?? name] = clientId;
    // A call that cannot carry headers (reportPlaybackQuality, a beacon) has the client id in its address.
    if (scheme.type === 'apiKey' && scheme.in === 'query') plan.query[scheme.name ?? name] = clientId;
    if (scheme.type === 'http' && /^bearer$/i.test(scheme.scheme ?? '') && token) plan.bearer = token;
  }
  const requestBody = resolveRef(document, operation.operation.requestBody);
  if (!requestBody?.content) return plan;
  const mediaType =
    Object.keys(requestBody.content).find((type) => /json/.test(type)) ?? Object.keys(requestBody.content)[0];
  const media = resolveRef(document, requestBody.content[mediaType]);
  const schema = resolveRef(document, media.schema);
  const value = structuredClone(exampleOf(document, media) ?? sampleOf(document, schema));
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [name, property] of Object.entries(schema?.properties ?? {})) {
      if (context[name] !== undefined) value[name] = context[name];
      else if (name in value && isFresh(resolveRef(document, property))) value[name] = randomUUID();
    }
  }
  plan.body = { mediaType, value };
  return plan;
}

/** A copy of a plan whose parts can be changed without touching the original. @param {RequestPlan} plan */
export const clonePlan = (plan) => ({
  ...plan,
  path: { ...plan.path },
  query: { ...plan.query },
  headers: { ...plan.headers },
  ...(plan.body ? { body: { ...plan.body, value: structuredClone(plan.body.value) } } : {}),
});

/** The plan with a new idempotency key (every uuid header), for a request that is a new intent. */
export function renewKeys(document, plan) {
  const renewed = clonePlan(plan);
  for (const parameter of plan.operation.parameters) {
    if (
      parameter.in === 'header' &&
      parameter.name in renewed.headers &&
      isFresh(resolveRef(document, parameter.schema))
    )
      renewed.headers[parameter.name] = randomUUID();
  }
  return renewed;
}

/**
 * @param {RequestPlan} plan
 * @param {string} baseUrl
 * @returns {BuiltRequest}
 */
export function toRequest(plan, baseUrl) {
  const { operation } = plan;
  const path = operation.path.replace(/\{([^}]+)\}/g, (whole, name) =>
    name in plan.path ? encodeURIComponent(plan.path[name]) : whole,
  );
  const search = new URLSearchParams(plan.query).toString();
  const url = `${baseUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
  const line = `${operation.method.toUpperCase()} ${path}${search ? `?${search}` : ''}`;
  /** @type {Record<string, string>} */
  const headers = { ...plan.headers };
  if (plan.bearer !== undefined) headers.authorization = `Bearer ${plan.bearer}`;
  const method = operation.method.toUpperCase();
  if (!plan.body) return { method: operation.method, url, headers, shown: { line }, sent: { method, url, headers } };
  const { mediaType, value } = plan.body;
  if (mediaType === 'multipart/form-data' || mediaType === 'application/x-www-form-urlencoded') {
    const fields = Object.fromEntries(
      Object.entries(value ?? {}).map(([name, field]) => [
        name,
        typeof field === 'object' ? JSON.stringify(field) : String(field),
      ]),
    );
    const sent =
      mediaType === 'multipart/form-data'
        ? { method, url, headers, form: fields }
        : {
            method,
            url,
            headers: { ...headers, 'content-type': mediaType },
            body: new URLSearchParams(fields).toString(),
          };
    // fetch sets the multipart boundary itself; a hand-set content-type would lose it.
    return { ...toFetch(sent), shown: { line, body: redact(value) }, sent };
  }
  headers['content-type'] = mediaType;
  const body = JSON.stringify(value);
  return {
    method: operation.method,
    url,
    headers,
    body,
    shown: { line, body: redact(value) },
    sent: { method, url, headers, body },
  };
}

/** The schemes of the operation's first security requirement, e.g. [['clientId', {...}]]. */
function securitySchemes(document, operation) {
  const requirement = operation.security[0] ?? {};
  return Object.keys(requirement).map((name) => [
    name,
    resolveRef(document, document.components?.securitySchemes?.[name]) ?? {},
  ]);
}

/** The headers of the API keys the operation requires: ['clientId']. */
export const apiKeyHeaders = (document, operation) =>
  securitySchemes(document, operation)
    .filter(([, scheme]) => scheme.type === 'apiKey' && scheme.in === 'header')
    .map(([name, scheme]) => scheme.name ?? name);

/** The query parameters of the API keys the operation requires: ['clientId'] for a beacon's call. */
export const apiKeyQueries = (document, operation) =>
  securitySchemes(document, operation)
    .filter(([, scheme]) => scheme.type === 'apiKey' && scheme.in === 'query')
    .map(([name, scheme]) => scheme.name ?? name);

/** Whether the operation needs a bearer token. */
export const needsToken = (document, operation) =>
  securitySchemes(document, operation).some(
    ([, scheme]) => scheme.type === 'http' && /^bearer$/i.test(scheme.scheme ?? ''),
  );
