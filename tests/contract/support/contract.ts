// Reads the bundled contract and validates values against its schemas, for the contract tests.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CONTRACT_ID = 'https://contract.test/openapi.json';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

export interface Example {
  summary?: string;
  value?: unknown;
  $ref?: string;
}
interface MediaType {
  schema?: unknown;
  examples?: Record<string, Example>;
  example?: unknown;
}
interface Response {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { $ref?: string; content?: Record<string, MediaType> };
  responses?: Record<string, Response>;
}
export interface Contract {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components: Record<string, Record<string, unknown>>;
}

export interface OperationEntry {
  method: (typeof METHODS)[number];
  path: string;
  operation: Operation;
}

export function loadContract(): Contract {
  return JSON.parse(readFileSync(`${ROOT}generated/openapi.json`, 'utf8')) as Contract;
}

export function listOperations(contract: Contract): OperationEntry[] {
  return Object.entries(contract.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method, path, operation }] : [];
    }),
  );
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Follows local `$ref`s; returns the value and its JSON pointer in the document. */
export function resolve<T>(contract: Contract, value: T, pointer: string): { value: T; pointer: string } {
  const ref = (value as { $ref?: unknown } | undefined)?.$ref;
  if (typeof ref !== 'string') return { value, pointer };
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], contract);
  if (target === undefined) throw new Error(`Unresolved $ref ${ref}`);
  return resolve(contract, target as T, ref.slice(1));
}

export const pointerTo = (...keys: string[]) => keys.map((key) => `/${escape(key)}`).join('');

/** Ajv over the whole document, so schemas are compiled where they live and `#/components/...` resolves. */
export function createValidator(contract: Contract) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...contract, $id: CONTRACT_ID });
  const cache = new Map<string, ValidateFunction>();
  return (pointer: string): ValidateFunction => {
    let validate = cache.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${CONTRACT_ID}#${pointer}` });
      cache.set(pointer, validate);
    }
    return validate;
  };
}

/** The JSON media type of one response of an operation, with the pointer of its schema. */
export function jsonResponse(contract: Contract, entry: OperationEntry, status: string) {
  const raw = entry.operation.responses?.[status];
  if (!raw) throw new Error(`${entry.operation.operationId} has no ${status} response`);
  const at = pointerTo('paths', entry.path, entry.method, 'responses', status);
  const response = resolve(contract, raw, at);
  const media = response.value.content?.['application/json'];
  if (!media) throw new Error(`${entry.operation.operationId} ${status} has no application/json content`);
  return { media, schemaPointer: `${response.pointer}${pointerTo('content', 'application/json', 'schema')}` };
}

export function exampleValue(contract: Contract, example: Example, pointer: string): unknown {
  return resolve(contract, example, pointer).value.value;
}

export const describeErrors = (validate: ValidateFunction) =>
  (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`).join('; ');
