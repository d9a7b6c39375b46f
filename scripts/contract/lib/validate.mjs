// Checks one HTTP answer against the contract: status, media type, JSON, the envelope and the
// body's schema. Every finding is a violation with the JSON path it concerns.
import { documentedResponse, documentedStatuses, jsonSchemaOf } from './contract.mjs';

/**
 * `request` is the request that showed the violation (sent.mjs), for its curl line and --replay.
 * @typedef {{ path: string, message: string, request?: import('./sent.mjs').Sent }} Violation
 */

const show = (value) => {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}...` : text;
};
const typeName = (value) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** '/data/records/0/createdAt' → 'data.records[0].createdAt' */
function toPath(pointer, extra) {
  const keys = pointer
    .split('/')
    .slice(1)
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra !== undefined) keys.push(extra);
  let out = '';
  for (const key of keys) {
    if (/^\d+$/.test(key)) out += `[${key}]`;
    else out += out === '' ? key : `.${key}`;
  }
  return out === '' ? 'body' : out;
}

function valueAt(root, pointer) {
  return pointer
    .split('/')
    .slice(1)
    .reduce((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], root);
}

/** Turns one Ajv error into a violation a backend developer can act on. */
function describe(error, body) {
  const value = valueAt(body, error.instancePath);
  const got = value === null ? '(got null)' : `(got ${typeName(value)} ${show(value)})`;
  switch (error.keyword) {
    case 'required':
      return { path: toPath(error.instancePath, error.params.missingProperty), message: 'is required but missing' };
    case 'additionalProperties':
      return {
        path: toPath(error.instancePath, error.params.additionalProperty),
        message: 'is not allowed here (unknown field; the contract forbids additional properties)',
      };
    case 'type':
      return { path: toPath(error.instancePath), message: `must be ${error.params.type} ${got}` };
    case 'format':
      return { path: toPath(error.instancePath), message: `must be a valid ${error.params.format} ${got}` };
    case 'enum':
      return {
        path: toPath(error.instancePath),
        message: `must be one of ${error.params.allowedValues.map(show).join(', ')} ${got}`,
      };
    case 'const':
      return { path: toPath(error.instancePath), message: `must be ${show(error.params.allowedValue)} ${got}` };
    default:
      return { path: toPath(error.instancePath), message: `${error.message} ${got}` };
  }
}

/**
 * Ajv reports every failing branch of a oneOf/anyOf. Keep what helps: when some branches fail only
 * because the value has another type, drop them and show the branch that matched the type; when
 * every branch failed on type, say which types were allowed.
 */
function simplifyErrors(errors) {
  const drop = new Set();
  const add = [];
  for (const error of errors) {
    if (error.keyword !== 'oneOf' && error.keyword !== 'anyOf') continue;
    if (error.params?.passingSchemas) continue; // more than one branch matched: keep as is
    const prefix = `${error.schemaPath}/`;
    const branches = new Map();
    for (const inner of errors) {
      if (!inner.schemaPath.startsWith(prefix)) continue;
      const index = inner.schemaPath.slice(prefix.length).split('/')[0];
      branches.set(index, [...(branches.get(index) ?? []), inner]);
    }
    const typeOnly = (list) =>
      list.every((e) => e.keyword === 'type' && e.instancePath === error.instancePath && !hasNested(e, prefix));
    const near = [...branches.values()].filter((list) => !typeOnly(list));
    drop.add(error);
    for (const list of branches.values()) if (typeOnly(list) || near.length > 0) for (const e of list) drop.add(e);
    if (near.length > 0) for (const list of near) add.push(...list);
    else {
      const types = [...branches.values()].flat().map((e) => e.params.type);
      add.push({ ...error, keyword: 'type', params: { type: [...new Set(types)].join(' or ') } });
    }
  }
  const kept = errors.filter((error) => !drop.has(error));
  return [...kept, ...add.filter((error) => !kept.includes(error))];
}

// A type error directly under the branch (oneOf/1/type), not in a nested object of that branch.
const hasNested = (error, prefix) => error.schemaPath.slice(prefix.length).split('/').length > 2;

/** Validates a value against a compiled schema and returns deduplicated violations. */
function schemaViolations(validate, body) {
  if (validate(body)) return [];
  const seen = new Set();
  return simplifyErrors(validate.errors ?? [])
    .map((error) => describe(error, body))
    .filter((violation) => {
      const key = `${violation.path}|${violation.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * @param {{ document: any, validator: any, operation: import('./contract.mjs').Operation,
 *   status: number, contentType: string, text: string, expectSuccess: boolean, accept?: number[] }} answer
 * @returns {{ violations: Violation[], body: unknown, documented: boolean, note?: string }}
 */
export function checkAnswer({ document, validator, operation, status, contentType, text, expectSuccess, accept = [] }) {
  /** @type {Violation[]} */
  const violations = [];
  const found = documentedResponse(document, operation, status);
  let note;
  if (!found) {
    violations.push({
      path: 'status',
      message: `HTTP ${status} is not documented for ${operation.operationId} (documented: ${documentedStatuses(operation).join(', ')})`,
    });
  }
  const success = status >= 200 && status < 300;
  if (found && expectSuccess && !success && !accept.includes(status)) {
    violations.push({ path: 'status', message: `a valid request got HTTP ${status}, expected a success answer` });
  }
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    violations.push({ path: 'body', message: `is not JSON (${contentType || 'no content-type'}): ${show(text)}` });
    return { violations, body: undefined, documented: Boolean(found) };
  }
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
    violations.push({ path: 'content-type', message: `must be application/json (got ${show(contentType)})` });
  }
  violations.push(...envelopeViolations(body, success));
  if (!success && accept.includes(status) && violations.length === 0) {
    note = `documented HTTP ${status} (code ${body?.code}${body?.msg || body?.message ? `: ${body.msg ?? body.message}` : ''})`;
  }
  const schema = found
    ? jsonSchemaOf(document, found.response)
    : success
      ? successSchema(document, operation)
      : undefined;
  if (schema) {
    const reported = new Set(violations.map((violation) => violation.path));
    violations.push(...schemaViolations(validator.compile(schema), body).filter((v) => !reported.has(v.path)));
  }
  return { violations, body, documented: Boolean(found), note };
}

/** The envelope every answer uses: `{ code: integer, data, msg?, message? }`, code 0 on success. */
function envelopeViolations(body, success) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return [{ path: 'body', message: `must be the JSON envelope object {code, data} (got ${typeName(body)})` }];
  }
  const violations = [];
  if (!('code' in body)) violations.push({ path: 'code', message: 'is missing from the envelope' });
  else if (!Number.isInteger(body.code)) {
    violations.push({ path: 'code', message: `must be integer (got ${typeName(body.code)} ${show(body.code)})` });
  } else if (success && body.code !== 0) {
    violations.push({ path: 'code', message: `must be 0 on a success answer (got ${body.code})` });
  } else if (!success && body.code === 0) {
    violations.push({ path: 'code', message: 'must not be 0 on a failure answer' });
  }
  if (!('data' in body)) violations.push({ path: 'data', message: 'is missing from the envelope' });
  return violations;
}

function successSchema(document, operation) {
  const key = documentedStatuses(operation).find((status) => /^2/.test(status));
  return key ? jsonSchemaOf(document, documentedResponse(document, operation, Number(key))?.response) : undefined;
}
