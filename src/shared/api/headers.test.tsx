import type { MiddlewareCallbackParams } from 'openapi-fetch';
import { afterEach, describe, expect, it } from 'vitest';
import { setTabSessionKey } from '@/shared/storage/drama-session';
import { storage } from '@/shared/storage/storage';
import { createApiMiddleware } from './middleware';
import { setupClient } from '@tests/support/harness';

const idempotent = { header: { 'Idempotency-Key': 'key-1' } };

const alive = { h5UserId: 'u-1', survivalTime: 5 };
function asFormData(body: typeof alive): FormData {
  const form = new FormData();
  form.set('h5UserId', body.h5UserId);
  form.set('survivalTime', String(body.survivalTime));
  return form;
}

afterEach(() => {
  storage.remove('ACCESS_TOKEN');
});

describe('Content-Type', () => {
  it('labels a JSON body application/json', async () => {
    const { api, lastCall } = setupClient();
    await api.POST('/h5/drama_video/unlock_all', { params: idempotent, body: { dramaId: 'd-1' } });
    expect(lastCall()?.headers.get('Content-Type')).toBe('application/json');
  });

  it('labels a body that reaches the middleware unlabelled', async () => {
    // openapi-fetch labels what it serialises; a raw body handed to the middleware is its job.
    const request = new Request('http://localhost/h5/drama_video/unlock_all', {
      method: 'POST',
      body: new TextEncoder().encode('{"dramaId":"d-1"}'),
    });
    expect(request.headers.has('Content-Type')).toBe(false);
    const params = { request, schemaPath: '/h5/drama_video/unlock_all', params: {}, id: '1', options: {} };
    const next = await createApiMiddleware().onRequest?.(params as unknown as MiddlewareCallbackParams);
    expect(next).toBeInstanceOf(Request);
    expect((next as Request).headers.get('Content-Type')).toBe('application/json');
  });

  it('keeps a Content-Type the caller set', async () => {
    const { api, lastCall } = setupClient();
    await api.POST('/h5/drama_video/unlock_all', {
      params: idempotent,
      body: { dramaId: 'd-1' },
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(lastCall()?.headers.get('Content-Type')).toBe('text/plain');
  });

  it('keeps multipart with its boundary for FormData', async () => {
    const { api, lastCall } = setupClient();
    await api.POST('/h5/user_action/add/alive', { body: alive, bodySerializer: asFormData });
    const call = lastCall();
    expect(call?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect((call?.body as FormData).get('survivalTime')).toBe('5');
  });

  it('sends none on a request without a body', async () => {
    const { api, lastCall } = setupClient();
    await api.GET('/h5/user/balance');
    expect(lastCall()?.headers.has('Content-Type')).toBe(false);
  });
});

describe('Authorization', () => {
  it('is absent without a stored token', async () => {
    storage.remove('ACCESS_TOKEN');
    const { api, lastCall } = setupClient();
    await api.POST('/h5/auth/register', {
      body: { registerUrl: 'https://a.example/', dramaId: '1', promotionLinkId: 'p', pixelId: '', siteId: 's' },
    });
    expect(lastCall()?.headers.has('Authorization')).toBe(false);
  });

  it('carries the stored token', async () => {
    storage.set('ACCESS_TOKEN', 'eyJ.abc.def');
    const { api, lastCall } = setupClient();
    await api.GET('/h5/user/balance');
    expect(lastCall()?.headers.get('Authorization')).toBe('Bearer eyJ.abc.def');
  });

  it('is absent, without a crash, when the stored token is corrupt', async () => {
    localStorage.setItem('ACCESS_TOKEN', 'two\nlines');
    const { api, lastCall } = setupClient();
    await api.GET('/h5/drama_video/info', { params: { query: { info: 'k' } } });
    expect(lastCall()?.headers.has('Authorization')).toBe(false);
  });

  it("is the tab's drama session's token, not the one another tab stored last", async () => {
    storage.set('USER_INFO_DICT', {
      a: { id: 'guest-a', name: 'A', current: 0, token: 'token-a' },
      b: { id: 'guest-b', name: 'B', current: 0, token: 'token-b' },
    });
    storage.set('ACCESS_TOKEN', 'token-b');
    setTabSessionKey('a');
    const { api, lastCall } = setupClient();
    await api.GET('/h5/user/balance');
    expect(lastCall()?.headers.get('Authorization')).toBe('Bearer token-a');
  });
});

describe('clientId', () => {
  it('is the configured client id on every call', async () => {
    const { api, lastCall } = setupClient();
    await api.POST('/h5/auth/login', { body: { email: 'a@b.co', password: 'secret1' } });
    expect(lastCall()?.headers.get('clientId')).toBe('h5-web-demo');
  });

  it('can be overridden for a client', async () => {
    const { api, lastCall } = setupClient(undefined, { clientId: 'partner-7' });
    await api.GET('/h5/user/balance');
    expect(lastCall()?.headers.get('clientId')).toBe('partner-7');
  });
});
