import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlyResponse } from './early-request';

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
