// Calls to the demo layer (and to the Prism behind it) as the app makes them, for its contract tests,
// and the check that an answer is what the contract allows.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { OperationId } from '@generated/operations';
import { createValidator, describeErrors, jsonResponse, listOperations, loadContract } from './contract';

const contract = loadContract();
const validator = createValidator(contract);
const operations = listOperations(contract);

/** Fails unless `body` is what the contract allows for this operation and status. */
export function expectConforms(id: OperationId, status: number, body: unknown): void {
  const entry = operations.find((candidate) => candidate.operation.operationId === id);
  if (!entry) throw new Error(`${id} is not in the contract`);
  const validate = validator(jsonResponse(contract, entry, String(status)).schemaPointer);
  expect(validate(body), `${id} ${status}: ${describeErrors(validate)}`).toBe(true);
}

export interface Reply {
  status: number;
  text: string;
  // The envelope's shape varies by operation; each test reads the fields it checks.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Ask Prism itself instead of the layer. */
  to?: 'layer' | 'prism';
}

/** The app's calls, as the user holding `token`, against a layer and its Prism at these addresses. */
export function demoCalls(urls: () => { layer: string; prism: string }, paySeconds: number) {
  async function call(token: string, method: 'GET' | 'POST', path: string, options: CallOptions = {}) {
    const { body, headers = {}, to = 'layer' } = options;
    const response = await fetch(`${urls()[to]}${path}`, {
      method,
      headers: {
        clientId: 'demo-layer-test',
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, text, body: text ? JSON.parse(text) : undefined } as Reply;
  }
  const paying = (token: string, path: string, body: object, key: string) =>
    call(token, 'POST', path, { body, headers: { 'Idempotency-Key': key } });
  const orderStatus = (token: string, id: string) => call(token, 'GET', `/h5/recharge/order/${id}`);

  return {
    call,
    info: (token: string, key: string) => call(token, 'GET', `/h5/drama_video/info?info=${key}`),
    balanceOf: async (token: string): Promise<number> =>
      (await call(token, 'GET', '/h5/user/balance')).body.data.balance,
    unlock: (token: string, body: object, key = randomUUID()) => paying(token, '/h5/drama_video/unlock', body, key),
    unlockAll: (token: string, dramaId: string, key = randomUUID()) =>
      paying(token, '/h5/drama_video/unlock_all', { dramaId }, key),
    options: (token: string, dramaId: string) => call(token, 'GET', `/h5/recharge/options?dramaId=${dramaId}`),
    order: (token: string, body: object, key = randomUUID()) => paying(token, '/h5/recharge/order', body, key),
    orderStatus,
    /** Reads the order until it is no longer PENDING (five times its payment delay at most). */
    async settled(token: string, id: string): Promise<Reply> {
      const deadline = Date.now() + paySeconds * 5_000;
      for (;;) {
        const reply = await orderStatus(token, id);
        if (reply.body?.data?.status !== 'PENDING' || Date.now() > deadline) return reply;
        await new Promise((done) => setTimeout(done, 100));
      }
    },
  };
}
