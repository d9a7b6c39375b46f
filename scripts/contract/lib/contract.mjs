// Reads the bundled contract (generated/openapi.json) and answers the questions the conformance
// tools ask of it: which operations exist, what a response for a status must look like, and a
// validator for it.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS; its function hangs off .default when loaded from ESM.
const addFormats = /** @type {any} */ (addFormatsModule).default ?? addFormatsModule;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/**
 * @typedef {{
 *   operationId: string, method: string, path: string, tag: string,
 *   operation: any, parameters: any[], security: Array<Record<string, string[]>>,
 * }} Operation
 */

/** @param {string} file */
export function loadContract(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

const unescapePointer = (/** @type {string} */ key) => key.replace(/~1/g, '/').replace(/~0/g, '~');

/** Follows one internal `$ref` (and chains of them) inside the document. */
export function resolveRef(document, value) {
  let current = value;
  const seen = new Set();
  while (current && typeof current.$ref === 'string' && current.$ref.startsWith('#/')) {
    if (seen.has(current.$ref)) throw new Error(`circular $ref ${current.$ref}`);
    seen.add(current.$ref);
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce((node, key) => node?.[unescapePointer(key)], document);
  }
  return current;
}

/**
 * Inlines every internal `$ref`, so that Ajv's error paths stay inside one schema tree (which the
 * oneOf clean-up in validate.mjs relies on). A recursive schema keeps a `$ref` into the whole
 * document, which `createValidator` registers with Ajv.
 */
function dereference(document, value, stack = []) {
  if (Array.isArray(value)) return value.map((item) => dereference(document, item, stack));
  if (!value || typeof value !== 'object') return value;
  if (typeof value.$ref === 'string' && value.$ref.startsWith('#/')) {
    if (stack.includes(value.$ref)) return { $ref: `${DOCUMENT_ID}${value.$ref}` };
    const { $ref, ...siblings } = value;
    const target = dereference(document, resolveRef(document, { $ref }), [...stack, $ref]);
    // OpenAPI 3.1 allows keywords beside $ref (description, examples); they never change the shape.
    return Object.keys(siblings).length > 0 && target && typeof target === 'object' && !Array.isArray(target)
      ? { ...target, ...dereference(document, siblings, stack) }
      : target;
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, dereference(document, item, stack)]));
}

const DOCUMENT_ID = 'https://contract.invalid/openapi.json';

/** A schema with every internal `$ref` inlined, for tools that only read one schema tree. */
export const inlineRefs = (document, schema) => dereference(document, schema);

/** The request body's media type and schema: JSON first, like the app sends. */
export function requestBodyOf(document, operation) {
  const content = resolveRef(document, operation.operation.requestBody)?.content;
  if (!content) return undefined;
  const mediaType = Object.keys(content).find((type) => /json/.test(type)) ?? Object.keys(content)[0];
  return { mediaType, schema: resolveRef(document, resolveRef(document, content[mediaType])?.schema) ?? {} };
}

/** The values of an operation's named examples for one status: [{ code: 401, data: null, ... }]. */
export function exampleValues(document, operation, status) {
  const response = resolveRef(document, operation.operation.responses?.[status]);
  return Object.values(response?.content ?? {}).flatMap((media) => {
    const resolved = resolveRef(document, media);
    const named = Object.values(resolved?.examples ?? {}).map((example) => resolveRef(document, example)?.value);
    return resolved?.example !== undefined ? [...named, resolved.example] : named;
  });
}

/** @returns {Operation[]} every operation, in document order. */
export function listOperations(document) {
  /** @type {Operation[]} */
  const operations = [];
  for (const [path, rawItem] of Object.entries(document.paths ?? {})) {
    const item = resolveRef(document, rawItem);
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      // Operation-level parameters override path-level ones with the same name and location.
      const byKey = new Map();
      for (const raw of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
        const parameter = resolveRef(document, raw);
        byKey.set(`${parameter.in}:${parameter.name}`, parameter);
      }
      operations.push({
        operationId: operation.operationId ?? `${method} ${path}`,
        method,
        path,
        tag: operation.tags?.[0] ?? '',
        operation,
        parameters: [...byKey.values()],
        security: operation.security ?? document.security ?? [],
      });
    }
  }
  return operations;
}

/** The documented response for a status: exact code, then its range (2XX), then `default`. */
export function documentedResponse(document, operation, status) {
  const responses = operation.operation.responses ?? {};
  const key = [String(status), `${String(status)[0]}XX`, `${String(status)[0]}xx`].find((k) => k in responses);
  if (key) return { key, response: resolveRef(document, responses[key]) };
  if ('default' in responses) return { key: 'default', response: resolveRef(document, responses.default) };
  return undefined;
}

/** The statuses an operation documents, in order: ['200', '400', '401']. */
export const documentedStatuses = (operation) => Object.keys(operation.operation.responses ?? {});

/** The JSON schema of a response's body, if it documents a JSON one. */
export function jsonSchemaOf(document, response) {
  const content = response?.content ?? {};
  const mediaType = Object.keys(content).find((type) => /^application\/([\w.+-]+\+)?json/.test(type));
  return mediaType ? resolveRef(document, content[mediaType])?.schema : undefined;
}

/** OpenAPI's own formats that JSON Schema does not define; numbers are range-checked, the rest accepted. */
const OPENAPI_FORMATS = {
  int32: { type: 'number', validate: (n) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31 },
  int64: { type: 'number', validate: (n) => Number.isInteger(n) },
  float: { type: 'number', validate: () => true },
  double: { type: 'number', validate: () => true },
  password: { type: 'string', validate: () => true },
  binary: { type: 'string', validate: () => true },
};

/**
 * Compiles validators for the contract's schemas: draft 2020-12 (what OpenAPI 3.1 uses), every
 * error reported, unknown keywords (example, discriminator, xml) tolerated.
 */
export function createValidator(document) {
  const ajv = new Ajv2020({ allErrors: true, strict: false, logger: false, validateSchema: false });
  addFormats(ajv);
  for (const [name, format] of Object.entries(OPENAPI_FORMATS)) ajv.addFormat(name, format);
  let documentAdded = false;
  const cache = new Map();
  return {
    /** @returns {import('ajv').ValidateFunction} */
    compile(schema) {
      if (cache.has(schema)) return cache.get(schema);
      const inlined = dereference(document, schema);
      if (!documentAdded && JSON.stringify(inlined).includes(DOCUMENT_ID)) {
        ajv.addSchema({ ...document, $id: DOCUMENT_ID });
        documentAdded = true;
      }
      const validate = ajv.compile(inlined);
      cache.set(schema, validate);
      return validate;
    },
  };
}
