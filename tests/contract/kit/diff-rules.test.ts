// api:diff's rules on pairs of small contracts: each breaking rule is caught, and compatible
// changes are listed without being called breaking.
import { describe, expect, it } from 'vitest';
import { diffContracts, type Change } from '../../../scripts/contract/lib/contract-diff.mjs';

type Schema = Record<string, unknown>;
// A type alias (not an interface) so it is assignable to Schema's index signature.
type ObjectSchema = { required: string[]; properties: Record<string, Schema> };

/** One POST operation with a JSON request and a 200 envelope answer, plus optional extras. */
function contract({
  request = {},
  response = {},
  parameters = [],
  extraPaths = {},
  security,
  responses,
}: {
  request?: Schema;
  response?: Schema;
  parameters?: Schema[];
  extraPaths?: Record<string, unknown>;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
}) {
  return {
    openapi: '3.1.0',
    info: { title: 'pair', version: '1' },
    paths: {
      '/h5/thing/{id}': {
        post: {
          operationId: 'postThing',
          ...(security ? { security } : {}),
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }, ...parameters],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { type: 'object', additionalProperties: false, ...request } } },
          },
          responses: responses ?? {
            '200': {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingResponse' } } },
            },
            '400': { description: 'bad', content: { 'application/json': { schema: { type: 'object' } } } },
          },
        },
      },
      ...extraPaths,
    },
    components: {
      schemas: {
        ThingResponse: {
          type: 'object',
          required: ['code', 'data'],
          properties: { code: { type: 'integer' }, data: { type: 'object', ...response } },
        },
      },
    },
  };
}

const breaking = (changes: Change[]) =>
  changes.filter((change) => change.breaking).map((c) => `${c.where}: ${c.change}`);
const compatible = (changes: Change[]) =>
  changes.filter((change) => !change.breaking).map((c) => `${c.where}: ${c.change}`);

const requestBase: ObjectSchema = {
  required: ['amount'],
  properties: {
    amount: { type: 'number', minimum: 0, maximum: 100 },
    note: { type: 'string', maxLength: 20 },
    email: { type: 'string' },
    kind: { type: 'string', enum: ['a', 'b'] },
    tag: { oneOf: [{ type: 'string' }, { type: 'null' }] },
    label: { type: ['string', 'null'] },
  },
};
const responseBase: ObjectSchema = {
  required: ['id', 'balance', 'status'],
  properties: {
    id: { type: 'string' },
    balance: { type: 'integer' },
    status: { type: 'string', enum: ['PENDING', 'PAID'] },
    records: { type: 'array', items: { type: 'object', properties: { state: { type: 'string', enum: ['x', 'y'] } } } },
  },
};
const withProperty = (schema: ObjectSchema, name: string, property: Schema): ObjectSchema => ({
  ...schema,
  properties: { ...schema.properties, [name]: property },
});
const diff = (base: Parameters<typeof contract>[0], head: Parameters<typeof contract>[0]) =>
  diffContracts(
    contract({ request: requestBase, response: responseBase, ...base }),
    contract({ request: requestBase, response: responseBase, ...head }),
  );

describe('api:diff breaking rules', () => {
  it('finds no change between identical contracts', () => {
    expect(diff({}, {})).toEqual([]);
  });

  it('an operation removed', () => {
    const extra = { '/h5/other': { get: { operationId: 'getOther', responses: { '200': { description: 'ok' } } } } };
    expect(breaking(diff({ extraPaths: extra }, {}))).toEqual(['operation: operation removed']);
  });

  it('a response field removed', () => {
    const { records: _records, ...rest } = responseBase.properties;
    expect(breaking(diff({}, { response: { ...responseBase, properties: rest } }))).toEqual([
      'response 200 body.data.records: field removed',
    ]);
  });

  it('a response field no longer required', () => {
    expect(breaking(diff({}, { response: { ...responseBase, required: ['id', 'status'] } }))).toEqual([
      'response 200 body.data.balance: no longer required (may be missing)',
    ]);
  });

  it('a request field newly required', () => {
    expect(breaking(diff({}, { request: { ...requestBase, required: ['amount', 'note'] } }))).toEqual([
      'request body.note: newly required',
    ]);
  });

  it('a new required request field, and a new required parameter', () => {
    const request = { ...withProperty(requestBase, 'currency', { type: 'string' }), required: ['amount', 'currency'] };
    const parameters = [{ name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string' } }];
    expect(breaking(diff({}, { request, parameters }))).toEqual([
      'header parameter Idempotency-Key: new required parameter',
      'request body.currency: new required field',
    ]);
  });

  it('a request type narrowed: number → integer', () => {
    const request = withProperty(requestBase, 'amount', { type: 'integer', minimum: 0, maximum: 100 });
    expect(breaking(diff({}, { request }))).toEqual(['request body.amount: type narrowed: number → integer']);
  });

  it('a type removed from a union, as oneOf or as a type list', () => {
    let request = withProperty(requestBase, 'tag', { type: 'string' });
    request = withProperty(request, 'label', { type: 'string' });
    expect(breaking(diff({}, { request }))).toEqual([
      'request body.tag: no longer accepts null (alternative removed)',
      'request body.label: type narrowed: null | string → string',
    ]);
  });

  it('maxLength lowered, minimum raised, format added', () => {
    let request = withProperty(requestBase, 'note', { type: 'string', maxLength: 10 });
    request = withProperty(request, 'amount', { type: 'number', minimum: 1, maximum: 100 });
    request = withProperty(request, 'email', { type: 'string', format: 'email' });
    expect(breaking(diff({}, { request }))).toEqual([
      'request body.amount: minimum raised: 0 → 1',
      'request body.note: maxLength lowered: 20 → 10',
      'request body.email: format "email" added',
    ]);
  });

  it('an enum value removed from a request', () => {
    const request = withProperty(requestBase, 'kind', { type: 'string', enum: ['a'] });
    expect(breaking(diff({}, { request }))).toEqual(['request body.kind: enum value "b" removed']);
  });

  it('an enum value added to a response, even deep in an array', () => {
    const response = withProperty(responseBase, 'records', {
      type: 'array',
      items: { type: 'object', properties: { state: { type: 'string', enum: ['x', 'y', 'z'] } } },
    });
    expect(breaking(diff({}, { response }))).toEqual(['response 200 body.data.records[].state: enum value "z" added']);
  });

  it('a response type widened: integer → number, or null added', () => {
    let response = withProperty(responseBase, 'balance', { type: 'number' });
    response = withProperty(response, 'id', { oneOf: [{ type: 'string' }, { type: 'null' }] });
    expect(breaking(diff({}, { response }))).toEqual([
      'response 200 body.data.id: now also accepts null (alternative added)',
      'response 200 body.data.balance: type widened: integer → number',
    ]);
  });

  it('the success response removed, and a new security requirement', () => {
    const responses = { '201': { description: 'created' } };
    const changes = diff({}, { responses, security: [{ bearerAuth: [] }] });
    expect(breaking(changes)).toEqual(['security: now requires bearerAuth', 'response 200: response removed']);
    expect(compatible(changes)).toContain('response 400: response removed');
  });
});

describe('api:diff compatible changes', () => {
  it('a new optional request field, response field and operation', () => {
    const request = withProperty(requestBase, 'coupon', { type: 'string' });
    const response = {
      ...withProperty(responseBase, 'bonus', { type: 'integer' }),
      required: [...responseBase.required, 'bonus'],
    };
    const extra = { '/h5/new': { get: { operationId: 'getNew', responses: { '200': { description: 'ok' } } } } };
    const changes = diff({}, { request, response, extraPaths: extra });
    expect(breaking(changes)).toEqual([]);
    expect(compatible(changes)).toEqual([
      'request body.coupon: new optional field',
      'response 200 body.data.bonus: new field (always sent)',
      'operation: new operation',
    ]);
  });

  it('an enum value added to a request', () => {
    const request = withProperty(requestBase, 'kind', { type: 'string', enum: ['a', 'b', 'c'] });
    expect(diff({}, { request })).toMatchObject([
      { where: 'request body.kind', change: 'enum value "c" added', breaking: false },
    ]);
  });

  it('a response narrowed (enum value removed, number → integer) is listed for the server team, not breaking', () => {
    let response = withProperty(responseBase, 'status', { type: 'string', enum: ['PAID'] });
    response = withProperty(response, 'balance', { type: 'integer', minimum: 0 });
    const changes = diff({}, { response });
    expect(breaking(changes)).toEqual([]);
    expect(compatible(changes)).toEqual([
      'response 200 body.data.balance: minimum added: 0',
      'response 200 body.data.status: enum value "PENDING" removed',
    ]);
  });

  it('a request widened (maximum raised, union grown) is compatible', () => {
    let request = withProperty(requestBase, 'amount', { type: 'number', minimum: 0, maximum: 1000 });
    request = withProperty(request, 'tag', { oneOf: [{ type: 'string' }, { type: 'null' }, { type: 'integer' }] });
    expect(breaking(diff({}, { request }))).toEqual([]);
  });
});
