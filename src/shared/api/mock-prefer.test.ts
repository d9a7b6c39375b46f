import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOCK_PREFER_KEY } from './mock-prefer';
import { setupClient } from '@tests/support/harness';

const idempotent = { header: { 'Idempotency-Key': 'key-1' } };

afterEach(() => {
  vi.restoreAllMocks();
  window.history.pushState({}, '', '/');
});

async function preferFor(call: (api: ReturnType<typeof setupClient>['api']) => Promise<unknown>) {
  const { api, lastCall } = setupClient();
  await call(api);
  return lastCall()?.headers.get('Prefer') ?? null;
}

const getOrder = (api: ReturnType<typeof setupClient>['api']) =>
  api.GET('/h5/recharge/order/{payOrderId}', { params: { path: { payOrderId: 'o-1' } } });

describe('?mock= example picker (development builds)', () => {
  it('adds Prefer to the chosen operation, path templates included, and to no other', async () => {
    window.history.pushState({}, '', '/?info=demo-th&mock=getRechargeOrder:orderPaid');
    expect(await preferFor(getOrder)).toBe('code=200, example=orderPaid');
    expect(await preferFor((api) => api.GET('/h5/user/balance'))).toBeNull();
  });

  it('accepts repeated and comma-separated pairs and keeps them after the query is gone', async () => {
    window.history.pushState(
      {},
      '',
      '/?mock=getBalance:zeroBalance,unlockEpisode:insufficientBalance&mock=getRechargeOrder:orderExpired',
    );
    expect(await preferFor((api) => api.GET('/h5/user/balance'))).toBe('code=200, example=zeroBalance');

    window.history.pushState({}, '', '/mine');
    const unlock = (api: ReturnType<typeof setupClient>['api']) =>
      api.POST('/h5/drama_video/unlock', { params: idempotent, body: { dramaId: 'd-1', episodeNumber: 4 } });
    expect(await preferFor(unlock)).toBe('code=402, example=insufficientBalance');
    expect(await preferFor(getOrder)).toBe('code=200, example=orderExpired');
    expect(sessionStorage.getItem(MOCK_PREFER_KEY)).not.toBeNull();
  });

  it('clears the choice with an empty ?mock=', async () => {
    window.history.pushState({}, '', '/?mock=getBalance:unauthorized');
    expect(await preferFor((api) => api.GET('/h5/user/balance'))).toBe('code=401, example=unauthorized');
    window.history.pushState({}, '', '/?mock=');
    expect(await preferFor((api) => api.GET('/h5/user/balance'))).toBeNull();
    expect(sessionStorage.getItem(MOCK_PREFER_KEY)).toBeNull();
  });

  it('ignores pairs the contract does not have, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.history.pushState({}, '', '/?mock=getBalance:nope,noSuchOperation:x');
    expect(await preferFor((api) => api.GET('/h5/user/balance'))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('leaves a Prefer header the caller set', async () => {
    window.history.pushState({}, '', '/?mock=getBalance:zeroBalance');
    const prefer = await preferFor((api) =>
      api.GET('/h5/user/balance', { headers: { Prefer: 'code=200, example=balance' } }),
    );
    expect(prefer).toBe('code=200, example=balance');
  });
});
