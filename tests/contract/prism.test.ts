// Every operation answered by a real Prism on the generated contract, through the same typed
// openapi-fetch client the app uses: valid requests get a 2xx envelope matching the schema,
// every named example is reachable with the Prefer header, and invalid requests are refused.
import { randomUUID } from 'node:crypto';
import createClient, { type Client } from 'openapi-fetch';
import { describe, expect, inject, it } from 'vitest';
import { operations, type OperationId } from '@generated/operations';
import type { paths } from '@generated/schema';
import {
  createValidator,
  describeErrors,
  exampleValue,
  jsonResponse,
  listOperations,
  loadContract,
  type OperationEntry,
} from './support/contract';

const contract = loadContract();
const validator = createValidator(contract);
const entryById = new Map(listOperations(contract).map((entry) => [entry.operation.operationId, entry]));
const entry = (id: OperationId): OperationEntry => {
  const found = entryById.get(id);
  if (!found) throw new Error(`${id} is not in generated/openapi.json`);
  return found;
};

const prismUrl = inject('prismUrl');
const api: Client<paths> = createClient<paths>({ baseUrl: prismUrl, headers: { clientId: 'test' } });
const called = new Set<OperationId>();

const bearer = { Authorization: 'Bearer test-token' };
const idempotency = () => ({ header: { 'Idempotency-Key': randomUUID() } });
const aliveForm = (body: { h5UserId: string; survivalTime: number }) => {
  const form = new FormData();
  form.set('h5UserId', body.h5UserId);
  form.set('survivalTime', String(body.survivalTime));
  return form;
};

const beaconBatch = {
  pageLoadId: randomUUID(),
  sentAt: 1795342560000,
  views: [
    {
      viewId: randomUUID(),
      dramaId: '10086',
      episodeNumber: 1,
      startedAt: 1795342500120,
      playAtMs: 412.5,
      ttffMs: null,
      leftBeforeFirstFrame: true,
      stallCount: 0,
      stalledMs: 0,
      ended: false,
    },
  ],
};

type Result = { response: Response; data?: unknown; error?: unknown };
type Headers = Record<string, string>;

// Typed as a Record over OperationId, so a new operation without a call here fails to compile.
const calls: Record<OperationId, (headers: Headers) => Promise<Result>> = {
  login: (headers) =>
    api.POST('/h5/auth/login', { body: { email: 'somchai@example.com', password: 's3cret-pass' }, headers }),
  registerGuest: (headers) =>
    api.POST('/h5/auth/register', {
      body: {
        registerUrl: 'https://th.dramabox.example/?info=demo-th',
        dramaId: '10086',
        promotionLinkId: 'pl_7781',
        pixelId: '',
        siteId: 'site_th_01',
      },
      headers,
    }),
  getUserInfo: (headers) => api.GET('/h5/user/info', { headers: { ...bearer, ...headers } }),
  getBalance: (headers) => api.GET('/h5/user/balance', { headers: { ...bearer, ...headers } }),
  resetEmailAndPassword: (headers) =>
    api.POST('/h5/user/resetEmailAndPassword', {
      body: { email: 'somchai@example.com', password: 's3cret-pass' },
      headers: { ...bearer, ...headers },
    }),
  decryptShortCode: (headers) =>
    api.GET('/h5/drama_video/decrypt/{code}', { params: { path: { code: 'aB3xK9' } }, headers }),
  getDramaInfo: (headers) => api.GET('/h5/drama_video/info', { params: { query: { info: 'demo-th' } }, headers }),
  getOtherDramas: (headers) =>
    api.GET('/h5/drama_video/link/get_other_video_link', {
      params: { query: { dramaId: '10086', promotionLinkId: 'pl_7781' } },
      headers,
    }),
  unlockEpisode: (headers) =>
    api.POST('/h5/drama_video/unlock', {
      params: idempotency(),
      body: { dramaId: '10086', episodeNumber: 6 },
      headers: { ...bearer, ...headers },
    }),
  unlockSeries: (headers) =>
    api.POST('/h5/drama_video/unlock_all', {
      params: idempotency(),
      body: { dramaId: '10086' },
      headers: { ...bearer, ...headers },
    }),
  addUserAction: (headers) =>
    api.POST('/h5/user_action/add', {
      body: {
        h5UserId: '880012345',
        dramaId: '10086',
        actionType: 'visit',
        actionTime: '2026-11-22 10:15:00',
        promotionLinkId: 'pl_7781',
      },
      headers: { ...bearer, ...headers },
    }),
  reportAlive: (headers) =>
    api.POST('/h5/user_action/add/alive', {
      body: { h5UserId: '880012345', survivalTime: 5 },
      bodySerializer: aliveForm,
      headers: { ...bearer, ...headers },
    }),
  trackEvent: (headers) =>
    api.POST('/tt/event/track', {
      body: {
        event: 'ViewContent',
        eventId: randomUUID(),
        eventTime: 1795342500,
        pixelId: 'CJ1PIXEL0001',
        h5UserId: '880012345',
        dramaId: '10086',
        promotionLinkId: 'pl_7781',
        url: 'https://th.dramabox.example/?info=demo-th',
        properties: { contentId: '10086', episodeNumber: 1 },
      },
      headers,
    }),
  // As the app's beacon sends it: the JSON text as text/plain, the client id in the address.
  reportPlaybackQuality: (headers) =>
    api.POST('/h5/user_action/playback_quality', {
      body: beaconBatch,
      bodySerializer: (batch) => JSON.stringify(batch),
      querySerializer: () => 'clientId=test',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
    }),
  getRechargeOptions: (headers) =>
    api.GET('/h5/recharge/options', { params: { query: { dramaId: '10086' } }, headers: { ...bearer, ...headers } }),
  createRechargeOrder: (headers) =>
    api.POST('/h5/recharge/order', {
      params: idempotency(),
      body: { packageId: 'pkg_th_600', dramaId: '10086', episodeNumber: 6 },
      headers: { ...bearer, ...headers },
    }),
  getRechargeOrder: (headers) =>
    api.GET('/h5/recharge/order/{payOrderId}', {
      params: { path: { payOrderId: 'PO20261122000123' } },
      headers: { ...bearer, ...headers },
    }),
  listPaymentRecords: (headers) =>
    api.GET('/h5/user/payment_records', {
      params: { query: { page: 1, pageSize: 20 } },
      headers: { ...bearer, ...headers },
    }),
  listRechargeRecords: (headers) =>
    api.GET('/h5/user/recharge_records', { params: { query: { page: 2 } }, headers: { ...bearer, ...headers } }),
  createHandOverCode: (headers) => api.POST('/h5/auth/hand_over', { headers: { ...bearer, ...headers } }),
  // The other browser redeems without a token of its own.
  redeemHandOverCode: (headers) =>
    api.POST('/h5/auth/hand_over/redeem', { body: { handOverCode: 'hov_7Qm2Kx9TzB4wLp8RcV3n' }, headers }),
};

const call = (id: OperationId, headers: Headers = {}) => {
  called.add(id);
  return calls[id](headers);
};
const body = (result: Result) => result.data ?? result.error;

const ids = Object.keys(operations) as OperationId[];

describe('valid requests', () => {
  it.each(ids)('%s answers 200 with an envelope matching its schema', async (id) => {
    const result = await call(id);
    expect(result.response.status).toBe(200);
    const validate = validator(jsonResponse(contract, entry(id), '200').schemaPointer);
    expect(validate(body(result)), describeErrors(validate)).toBe(true);
    expect(body(result)).toMatchObject({ code: 0 });
  });
});

const exampleCases = ids.flatMap((id) =>
  Object.entries(operations[id].examples).map(([name, status]) => [id, name, status] as const),
);

describe('Prefer header', () => {
  it.each(exampleCases)('%s serves example %s with status %i', async (id, name, status) => {
    const result = await call(id, { Prefer: `code=${status}, example=${name}` });
    expect(result.response.status).toBe(status);
    const media = jsonResponse(contract, entry(id), String(status)).media;
    const example = media.examples?.[name];
    if (!example) throw new Error(`${id} has no example ${name}`);
    expect(body(result)).toEqual(exampleValue(contract, example, ''));
  });

  it('unlockEpisode answers 402 with code 1002 for Prefer: code=402, example=insufficientBalance', async () => {
    const result = await call('unlockEpisode', { Prefer: 'code=402, example=insufficientBalance' });
    expect(result.response.status).toBe(402);
    expect(result.error).toMatchObject({ code: 1002, data: null });
  });
});

describe('invalid requests', () => {
  it('refuses a login whose e-mail is not an e-mail address', async () => {
    const result = await api.POST('/h5/auth/login', { body: { email: 'somchai', password: 's3cret-pass' } });
    expect(result.response.ok).toBe(false);
    expect(result.response.status).toBe(400);
    expect(result.error).toMatchObject({ code: 1001, data: null });
  });

  it('refuses an unlock without an Idempotency-Key', async () => {
    const body = { dramaId: '10086', episodeNumber: 6 };
    // @ts-expect-error the contract makes the header required; this request leaves it out on purpose
    const result = await api.POST('/h5/drama_video/unlock', { body, headers: bearer });
    expect(result.response.ok).toBe(false);
    expect(result.data).toBeUndefined();
  });

  it('refuses a user call without a bearer token with the 401 envelope', async () => {
    const result = await api.GET('/h5/user/balance');
    expect(result.response.status).toBe(401);
    expect(result.error).toMatchObject({ code: 401, data: null });
  });

  it('refuses a playback quality beacon without the clientId in its address, and one that is not a batch', async () => {
    const url = `${prismUrl}/h5/user_action/playback_quality`;
    const beacon = (address: string, body: unknown) =>
      fetch(address, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await beacon(url, beaconBatch)).status).toBe(401);
    expect((await beacon(`${url}?clientId=test`, { ...beaconBatch, views: [] })).status).toBe(400);
    expect((await beacon(`${url}?clientId=test`, beaconBatch)).status).toBe(200);
  });

  it('refuses a call without the clientId header', async () => {
    const response = await fetch(`${prismUrl}/h5/drama_video/info?info=demo-th`);
    expect(response.status).toBe(401);
  });
});

describe('coverage', () => {
  it('called every operation in generated/operations.ts', () => {
    const missing = ids.filter((id) => !called.has(id));
    expect(missing).toEqual([]);
    expect(called.size).toBe(21);
  });
});
