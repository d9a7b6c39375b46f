// Every operation is named, tagged and illustrated, and every illustration obeys its own schema:
// Prism serves these examples verbatim, so an invalid one would teach the app a wrong shape.
import { describe, expect, it } from 'vitest';
import {
  createValidator,
  describeErrors,
  exampleValue,
  jsonResponse,
  listOperations,
  loadContract,
  pointerTo,
  resolve,
} from './support/contract';

const contract = loadContract();
const validator = createValidator(contract);
const entries = listOperations(contract);
const label = (entry: (typeof entries)[number]) => entry.operation.operationId ?? `${entry.method} ${entry.path}`;

describe('operations', () => {
  it('has twenty-one operations, each with a unique camelCase operationId', () => {
    const ids = entries.map((entry) => entry.operation.operationId);
    expect(ids).toHaveLength(21);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(entries.map((entry) => [label(entry), entry] as const))('%s has exactly one tag', (_, entry) => {
    expect(entry.operation.tags).toHaveLength(1);
  });
});

const responseCases = entries.flatMap((entry) =>
  Object.keys(entry.operation.responses ?? {}).map((status) => [`${label(entry)} ${status}`, entry, status] as const),
);

describe('response examples', () => {
  it.each(responseCases)('%s has named examples that match its schema', (_, entry, status) => {
    const { media, schemaPointer } = jsonResponse(contract, entry, status);
    expect(media.example, 'use a named `examples` map, not a bare `example`').toBeUndefined();
    const examples = Object.entries(media.examples ?? {});
    expect(examples.length).toBeGreaterThan(0);
    const validate = validator(schemaPointer);
    for (const [name, example] of examples) {
      const value = exampleValue(contract, example, '');
      expect(validate(value), `${name}: ${describeErrors(validate)}`).toBe(true);
      const code = (value as { code?: unknown }).code;
      if (status.startsWith('2')) expect(code, `${name} is a success`).toBe(0);
      else expect(code, `${name} is a failure`).not.toBe(0);
    }
  });

  it('rejects a body that breaks the schema, so the validation above can fail', () => {
    const login = entries.find((entry) => entry.operation.operationId === 'login');
    if (!login) throw new Error('login is missing');
    const validate = validator(jsonResponse(contract, login, '200').schemaPointer);
    const data = { h5UserId: '1', username: 'somchai', email: 'not-an-email', token: 't' };
    expect(validate({ code: 0, data })).toBe(false);
    expect(validate({ code: 0, data: { ...data, email: 'a@example.com' }, extra: true })).toBe(false);
    expect(validate({ code: 0, data: { ...data, email: 'a@example.com' } })).toBe(true);
  });
});

const bodyCases = entries.flatMap((entry) => {
  if (!entry.operation.requestBody) return [];
  const at = pointerTo('paths', entry.path, entry.method, 'requestBody');
  const body = resolve(contract, entry.operation.requestBody, at);
  return Object.entries(body.value.content ?? {}).map(
    ([type, media]) =>
      [`${label(entry)} ${type}`, media, `${body.pointer}${pointerTo('content', type, 'schema')}`] as const,
  );
});

describe('request body examples', () => {
  it.each(bodyCases)('%s examples match the request schema', (_, media, schemaPointer) => {
    expect(media.example).toBeUndefined();
    const validate = validator(schemaPointer);
    for (const [name, example] of Object.entries(media.examples ?? {})) {
      expect(validate(exampleValue(contract, example, '')), `${name}: ${describeErrors(validate)}`).toBe(true);
    }
  });
});
