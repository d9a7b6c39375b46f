import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/shared/storage/storage';
import { clearToasts } from '@/shared/ui/toast/toast-store';
import { createApiClient, unwrap } from './client';
import { ApiError } from './errors';
import { apiEvents } from './events';
import { setNavigator } from './navigation';
import { deferred, jsonResponse, setupClient, stubApi } from '@tests/support/harness';

const idempotent = { header: { 'Idempotency-Key': 'key-1' } };

const navigateTo = vi.fn();

beforeEach(() => {
  setNavigator(navigateTo);
  window.history.pushState({}, '', '/mine?tab=1');
});

afterEach(() => {
  act(() => clearToasts());
  setNavigator(null);
  navigateTo.mockReset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a successful call', () => {
  it('resolves the envelope; unwrap gives its data; no toast', async () => {
    const { api } = setupClient(() => jsonResponse({ code: 0, data: { balance: 120 } }));
    const result = await api.GET('/h5/user/balance');
    expect(result.data).toEqual({ code: 0, data: { balance: 120 } });
    expect(unwrap(result)).toEqual({ balance: 120 });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('goes through the global fetch when none is given', async () => {
    const { fetch } = stubApi({ 'GET /h5/user/balance': () => jsonResponse({ code: 0, data: { balance: 5 } }) });
    const { data } = await createApiClient().GET('/h5/user/balance');
    expect(data?.data.balance).toBe(5);
    expect(fetch).toHaveBeenCalledOnce();
  });
});

describe('a non-zero code', () => {
  it.each([
    ['msg', { code: 1002, data: null, msg: 'Insufficient balance' }, 'Insufficient balance'],
    ['message', { code: 1002, data: null, message: 'Not enough coins' }, 'Not enough coins'],
    ['both (msg wins)', { code: 1002, data: null, msg: 'From msg', message: 'From message' }, 'From msg'],
    ['neither', { code: 1002, data: null }, 'Request failed (code 1002)'],
  ])('with %s: toasts the text and rejects with ApiError', async (_, body, text) => {
    const { api } = setupClient(() => jsonResponse(body, 402));
    const call = api.POST('/h5/drama_video/unlock', { params: idempotent, body: { dramaId: 'd-1', episodeNumber: 3 } });
    await expect(call).rejects.toEqual(new ApiError({ code: 1002, message: text, status: 402 }));
    expect(await screen.findByText(text)).toBeVisible();
  });

  it('is an error even with HTTP 200', async () => {
    const { api } = setupClient(() => jsonResponse({ code: 2001, data: null, msg: 'Drama not found' }));
    await expect(api.GET('/h5/drama_video/info', { params: { query: { info: 'x' } } })).rejects.toMatchObject({
      code: 2001,
      status: 200,
    });
  });

  it('renders bold markup in the toast and never an injected image', async () => {
    const { api } = setupClient(() =>
      jsonResponse({ code: 1001, data: null, msg: '<b>Oops</b><img src=x onerror="alert(1)">' }, 400),
    );
    await expect(api.GET('/h5/user/info')).rejects.toBeInstanceOf(ApiError);
    const bold = await screen.findByText('Oops');
    expect(bold.tagName).toBe('B');
    expect(screen.getByRole('status').querySelector('img')).toBeNull();
  });
});

describe('a body that is not an envelope', () => {
  it.each([
    ['HTML from a proxy', new Response('<html>Bad gateway</html>', { status: 502 }), 502, 'HTTP 502'],
    ['JSON of another shape', jsonResponse({ ok: true }), 200, 'HTTP 200'],
  ])('%s → ApiError with a clear message', async (_, response, status, fragment) => {
    const { api } = setupClient(() => response);
    await expect(api.GET('/h5/user/balance')).rejects.toMatchObject({
      name: 'ApiError',
      status,
      message: `Unexpected response from the server (${fragment})`,
    });
    expect(await screen.findByText(`Unexpected response from the server (${fragment})`)).toBeVisible();
  });
});

describe('an HTTP failure with a success code', () => {
  it('is an ApiError carrying the HTTP status as its code', async () => {
    const { api } = setupClient(() => jsonResponse({ code: 0, data: null }, 500));
    await expect(api.GET('/h5/user/balance')).rejects.toMatchObject({ name: 'ApiError', code: 500, status: 500 });
    expect(await screen.findByText('Request failed (code 500)')).toBeVisible();
  });
});

describe('401', () => {
  it.each([
    ['HTTP status', 401],
    ['envelope code', 200],
  ])('as %s: drops the token, tells listeners, redirects to /login after 500 ms', async (_, status) => {
    vi.useFakeTimers();
    storage.set('ACCESS_TOKEN', 'expired');
    const unauthorized = vi.fn();
    const off = apiEvents.on('unauthorized', unauthorized);
    const { api } = setupClient(() => jsonResponse({ code: 401, data: null, msg: 'Please log in' }, status));

    await expect(api.GET('/h5/user/balance')).rejects.toMatchObject({ code: 401, status });
    off();

    expect(storage.get('ACCESS_TOKEN')).toBeUndefined();
    expect(unauthorized).toHaveBeenCalledWith(expect.objectContaining({ code: 401 }));
    await vi.advanceTimersByTimeAsync(499);
    expect(navigateTo).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith('/login?redirectTo=%2Fmine%3Ftab%3D1');
  });

  it('as a bare HTTP status without an envelope still logs the visitor out', async () => {
    vi.useFakeTimers();
    storage.set('ACCESS_TOKEN', 'expired');
    const { api } = setupClient(() => new Response('Unauthorized', { status: 401 }));
    await expect(api.GET('/h5/user/balance')).rejects.toMatchObject({ code: 401, status: 401 });
    expect(storage.get('ACCESS_TOKEN')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(500);
    expect(navigateTo).toHaveBeenCalledOnce();
  });

  it('redirects once for parallel failures, and not at all from /login', async () => {
    vi.useFakeTimers();
    const { api } = setupClient(() => jsonResponse({ code: 401, data: null, msg: 'Please log in' }, 401));
    await Promise.allSettled([api.GET('/h5/user/balance'), api.GET('/h5/user/info')]);
    await vi.advanceTimersByTimeAsync(500);
    expect(navigateTo).toHaveBeenCalledOnce();

    navigateTo.mockReset();
    window.history.pushState({}, '', '/login?redirectTo=%2Fmine');
    await Promise.allSettled([api.GET('/h5/user/balance')]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('for a token replaced while the call was under way: the new token stays, nobody is sent to /login', async () => {
    vi.useFakeTimers();
    storage.set('ACCESS_TOKEN', 'guest-token');
    const unauthorized = vi.fn();
    const off = apiEvents.on('unauthorized', unauthorized);
    const late = deferred();
    const { api } = setupClient(late.handler);
    const call = api.GET('/h5/user/balance');
    await vi.advanceTimersByTimeAsync(0);
    storage.set('ACCESS_TOKEN', 'member-token'); // a login answered first
    late.resolve(jsonResponse({ code: 401, data: null, msg: 'Please log in' }, 401));
    await expect(call).rejects.toMatchObject({ code: 401 });
    off();
    expect(storage.get('ACCESS_TOKEN')).toBe('member-token');
    expect(unauthorized).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('never sends the visitor to another origin through redirectTo', async () => {
    vi.useFakeTimers();
    window.history.pushState({}, '', '/.//example.org/steal'); // pathname: //example.org/steal
    expect(window.location.pathname).toBe('//example.org/steal');
    const { api } = setupClient(() => jsonResponse({ code: 401, data: null }, 401));
    await expect(api.GET('/h5/user/balance')).rejects.toBeInstanceOf(ApiError);
    await vi.advanceTimersByTimeAsync(500);
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith('/login?redirectTo=%2F');
  });
});

describe('403', () => {
  it.each([
    ['HTTP status', 403],
    ['envelope code', 200],
  ])('as %s: raises request403 and keeps the token', async (_, status) => {
    storage.set('ACCESS_TOKEN', 'valid');
    const request403 = vi.fn();
    const off = apiEvents.on('request403', request403);
    const { api } = setupClient(() => jsonResponse({ code: 403, data: null, msg: 'Forbidden' }, status));

    await expect(api.GET('/h5/user/balance')).rejects.toMatchObject({ code: 403 });
    off();

    expect(request403).toHaveBeenCalledWith(expect.objectContaining({ code: 403, status }));
    expect(storage.get('ACCESS_TOKEN')).toBe('valid');
    expect(navigateTo).not.toHaveBeenCalled();
  });
});
