import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiCall } from '@/shared/hand-over';
import { storage } from '@/shared/storage/storage';
import { createApiClient } from './client';
import { fetchOrTakeEarly, takeEarlyResponse } from './early-request';
import { TransportError } from './errors';

const url = 'http://localhost:3000/h5/drama_video/info?info=demo-th';

function startEarly(call: ApiCall) {
  const response = Promise.resolve(new Response('{"code":0}'));
  window.__earlyDramaInfo = { ...call, response };
  return response;
}

afterEach(() => {
  window.__earlyDramaInfo = undefined;
});

describe('takeEarlyResponse', () => {
  it('hands over the early answer once, to the same call', () => {
    const call = { url, headers: { clientId: 'web', Authorization: 'Bearer t' } };
    const response = startEarly(call);
    expect(takeEarlyResponse({ url, headers: { clientId: 'web', Authorization: 'Bearer t' } })).toBe(response);
    expect(takeEarlyResponse(call)).toBeUndefined();
  });

  it('refuses it to another address', () => {
    startEarly({ url, headers: { clientId: 'web' } });
    expect(takeEarlyResponse({ url: `${url}x`, headers: { clientId: 'web' } })).toBeUndefined();
  });

  it('refuses it when the token differs: one was cleared, or one was stored since', () => {
    startEarly({ url, headers: { clientId: 'web', Authorization: 'Bearer old' } });
    expect(takeEarlyResponse({ url, headers: { clientId: 'web' } })).toBeUndefined();
    startEarly({ url, headers: { clientId: 'web' } });
    expect(takeEarlyResponse({ url, headers: { clientId: 'web', Authorization: 'Bearer new' } })).toBeUndefined();
  });

  it('refuses it for another clientId', () => {
    startEarly({ url, headers: { clientId: 'web' } });
    expect(takeEarlyResponse({ url, headers: { clientId: 'other' } })).toBeUndefined();
  });
});

describe('an early request that hangs', () => {
  it('is given up at the client timeout like any call, and the retry fetches anew', async () => {
    vi.useFakeTimers();
    try {
      const early = { url, headers: { clientId: 'h5-web-demo' } };
      window.__earlyDramaInfo = { ...early, response: new Promise(() => undefined) };
      const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 0, data: null })));
      vi.stubGlobal('fetch', fetch);
      const api = createApiClient({ baseUrl: 'http://localhost:3000', timeoutMs: 60_000 });
      storage.remove('ACCESS_TOKEN');
      const call = (): Promise<unknown> =>
        api.GET('/h5/drama_video/info', {
          params: { query: { info: 'demo-th' } },
          fetch: (request) => fetchOrTakeEarly(request, early),
        });

      const first = call();
      const failed = expect(first).rejects.toEqual(TransportError.timeout(60_000));
      await vi.advanceTimersByTimeAsync(59_999);
      expect(fetch).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await failed;

      await expect(call()).resolves.toMatchObject({ data: { code: 0 } });
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});
