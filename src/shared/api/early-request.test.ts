import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/shared/storage/storage';
import { createApiClient } from './client';
import { fetchOrTakeEarly, takeEarlyResponse } from './early-request';
import { TransportError } from './errors';

const url = 'http://localhost:3000/h5/drama_video/info?info=demo-th';

function startEarly(headers: Record<string, string>) {
  const response = Promise.resolve(new Response('{"code":0}'));
  window.__earlyDramaInfo = { url, headers, response };
  return response;
}

afterEach(() => {
  window.__earlyDramaInfo = undefined;
});

describe('takeEarlyResponse', () => {
  it('hands over the early answer once, to the same call', () => {
    const response = startEarly({ clientId: 'web', Authorization: 'Bearer t' });
    const request = new Request(url, { headers: { clientid: 'web', authorization: 'Bearer t' } });
    expect(takeEarlyResponse(request)).toBe(response);
    expect(takeEarlyResponse(request)).toBeUndefined();
  });

  it('refuses it to another address', () => {
    startEarly({ clientId: 'web' });
    expect(takeEarlyResponse(new Request(`${url}x`, { headers: { clientId: 'web' } }))).toBeUndefined();
  });

  it('refuses it when the token differs: one was cleared, or one was stored since', () => {
    startEarly({ clientId: 'web', Authorization: 'Bearer old' });
    expect(takeEarlyResponse(new Request(url, { headers: { clientId: 'web' } }))).toBeUndefined();
    startEarly({ clientId: 'web' });
    const withToken = new Request(url, { headers: { clientId: 'web', Authorization: 'Bearer new' } });
    expect(takeEarlyResponse(withToken)).toBeUndefined();
  });

  it('refuses it for another clientId', () => {
    startEarly({ clientId: 'web' });
    expect(takeEarlyResponse(new Request(url, { headers: { clientId: 'other' } }))).toBeUndefined();
  });
});

describe('an early request that hangs', () => {
  it('is given up at the client timeout like any call, and the retry fetches anew', async () => {
    vi.useFakeTimers();
    try {
      window.__earlyDramaInfo = { url, headers: { clientId: 'h5-web-demo' }, response: new Promise(() => undefined) };
      const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 0, data: null })));
      vi.stubGlobal('fetch', fetch);
      const api = createApiClient({ baseUrl: 'http://localhost:3000', timeoutMs: 60_000 });
      storage.remove('ACCESS_TOKEN');
      const call = (): Promise<unknown> =>
        api.GET('/h5/drama_video/info', { params: { query: { info: 'demo-th' } }, fetch: fetchOrTakeEarly });

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
