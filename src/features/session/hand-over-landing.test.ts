import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyToken, sessionUserId } from '@/shared/storage/drama-session';
import { storage } from '@/shared/storage/storage';
import { clearToasts, getToasts } from '@/shared/ui/toast/toast-store';
import { adoptHandOver, exchangeHandOverCode } from './hand-over-landing';

const CODE = 'hov_7Qm2Kx9TzB4wLp8RcV3n';
const handedOver = { code: 0, msg: 'ok', data: { h5UserId: '880012345', username: 'Guest_880012345', token: 'tok-A' } };
const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
const refusal = (status: number, code: number) => json(status, { code, data: null, msg: 'refused' });

const toastTexts = () => getToasts().map((toast) => (toast.content.kind === 'message' ? toast.content.english : ''));
const noCache = { invalidateQueries: vi.fn(() => Promise.resolve()) };

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe('exchangeHandOverCode', () => {
  it('sends the code without any bearer token, with the clientId, and reads the user', async () => {
    storage.set('ACCESS_TOKEN', 'this-browsers-own-guest');
    const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => json(200, handedOver));
    await expect(exchangeHandOverCode(CODE, { fetch })).resolves.toEqual({ kind: 'user', ...handedOver.data });
    const [address, init] = fetch.mock.calls[0] ?? [];
    expect(String(address)).toMatch(/\/h5\/auth\/hand_over\/redeem$/);
    expect(JSON.parse(String(init?.body))).toEqual({ handOverCode: CODE });
    const headers = new Headers(init?.headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.get('clientId')).toBeTruthy();
  });

  it.each([
    [410, 4002],
    [410, 4003],
    [404, 4001],
    [403, 4004],
    [400, 1001],
  ])('takes HTTP %i (code %i) as a refusal', async (status, code) => {
    await expect(exchangeHandOverCode(CODE, { fetch: () => refusal(status, code) })).resolves.toEqual({
      kind: 'refused',
    });
  });

  it('takes a 5xx, a 429, a gateway page or a dropped connection as a failure, not a refusal', async () => {
    const failures = [
      () => refusal(503, 503),
      () => refusal(429, 429),
      () => Promise.resolve(new Response('<html>502</html>', { status: 502 })),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json(200, { code: 0, msg: 'ok', data: { h5UserId: '1' } }), // not the contract's shape
    ];
    for (const fetch of failures)
      await expect(exchangeHandOverCode(CODE, { fetch })).resolves.toEqual({ kind: 'failed' });
  });

  it('gives up after its wait: a server that never answers does not hold the start', async () => {
    vi.useFakeTimers();
    const fetch = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const exchange = exchangeHandOverCode(CODE, { fetch, waitMs: 5000 });
    await vi.advanceTimersByTimeAsync(4999);
    let settled = false;
    void exchange.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(exchange).resolves.toEqual({ kind: 'failed' });
  });
});

describe('adoptHandOver', () => {
  it("makes the code's user this drama's user (its token), welcomes it, and asks for the drama again", async () => {
    const fallback = vi.fn();
    const invalidate = { invalidateQueries: vi.fn(() => Promise.resolve()) };
    const user = await adoptHandOver(CODE, 'k1', fallback, invalidate, () =>
      Promise.resolve({ kind: 'user', ...handedOver.data }),
    );
    expect(user).toEqual({ id: '880012345', name: 'Guest_880012345' });
    expect(keyToken('k1')).toBe('tok-A');
    expect(sessionUserId()).toBe('880012345');
    expect(fallback).not.toHaveBeenCalled();
    expect(invalidate.invalidateQueries).toHaveBeenCalledWith({ queryKey: ['session', 'drama', 'k1'] });
    expect(toastTexts()).toEqual(['Welcome back: your coins are here.']);
  });

  it('after a refusal says the link was used or expired, and goes on with the fallback (a fresh guest)', async () => {
    const fallback = vi.fn(() => Promise.resolve({ id: 'new-guest', name: 'Guest_new' }));
    const user = await adoptHandOver(CODE, 'k2', fallback, noCache, () => Promise.resolve({ kind: 'refused' }));
    expect(user).toEqual({ id: 'new-guest', name: 'Guest_new' });
    expect(toastTexts()).toEqual([
      'This link was already used or has expired. Open a new one from the app to bring your coins.',
    ]);
  });

  it("after a failure keeps this browser's own user for the drama (the fallback) and says the coins did not come", async () => {
    const fallback = vi.fn(() => Promise.resolve({ id: 'own-guest', name: 'Guest_own' }));
    const user = await adoptHandOver(CODE, 'k3', fallback, noCache, () => Promise.resolve({ kind: 'failed' }));
    expect(user).toEqual({ id: 'own-guest', name: 'Guest_own' });
    expect(toastTexts()).toEqual(["Couldn't bring your coins over right now. Open the link again from the app."]);
  });
});
