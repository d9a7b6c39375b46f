import { afterEach, describe, expect, it, vi } from 'vitest';
import { markGuestRegistration, saveSessionUser, setTabSessionKey } from '@/shared/storage/drama-session';
import { storage } from '@/shared/storage/storage';
import { ApiError, SignedOutError, TransportError } from './errors';
import { payOnce, settlePayingIntent } from './paying-intent';

afterEach(() => {
  vi.useRealTimers();
});

/** Sends the intent once with `send`, recording the key it was given. */
async function attempt(intent: string, outcome: () => Promise<unknown>) {
  const keys: string[] = [];
  const result = await payOnce(intent, (key, headers) => {
    keys.push(key);
    expect(headers).toEqual({ 'X-Quiet-Errors': '1' });
    return outcome();
  });
  return { result, key: keys[0] };
}

const fail = (error: unknown) => () => Promise.reject(error);
const succeed = () => Promise.resolve('ok');

describe('payOnce: one intent, one key, until the answer is known', () => {
  it.each([
    ['a network failure', TransportError.network()],
    ['a timeout', TransportError.timeout(60_000)],
    ['an abort', TransportError.aborted()],
    ['a 500 in the envelope', new ApiError({ code: 500, status: 500, message: 'oops' })],
    ['a 502 page from a gateway', new ApiError({ code: 502, status: 502, message: 'x', enveloped: false })],
    ['a 4xx page that is not the envelope', new ApiError({ code: 404, status: 404, message: 'x', enveloped: false })],
    ['a 409: a request with this key still in progress', new ApiError({ code: 409, status: 409, message: 'busy' })],
    ['a 409 whose envelope says 1002', new ApiError({ code: 1002, status: 409, message: 'in progress' })],
    ['a 429 from a rate limiter', new ApiError({ code: 429, status: 429, message: 'Too many requests' })],
    ['a 408 from the server', new ApiError({ code: 408, status: 408, message: 'Request timeout' })],
    ['an HTTP 200 with an undocumented code', new ApiError({ code: 5000, status: 200, message: 'System busy' })],
    ['a 400 with an undocumented code', new ApiError({ code: 4100, status: 400, message: 'Try again' })],
  ])('keeps the key after %s: the outcome is unknown', async (_label, error) => {
    const first = await attempt('unlock:10086:6', fail(error));
    expect(first.result).toEqual({ kind: 'unknown', error });
    const second = await attempt('unlock:10086:6', succeed);
    expect(second.result).toEqual({ kind: 'done', value: 'ok' });
    expect(second.key).toBe(first.key);
    // Answered: the next tap is a new intent.
    const third = await attempt('unlock:10086:6', succeed);
    expect(third.key).not.toBe(first.key);
  });

  it('drops the key after a refusal in the envelope (nothing was charged)', async () => {
    const refusal = new ApiError({ code: 1002, status: 402, message: 'Insufficient balance' });
    const first = await attempt('unlock:10086:6', fail(refusal));
    expect(first.result).toEqual({ kind: 'refused', error: refusal });
    const second = await attempt('unlock:10086:6', succeed);
    expect(second.key).not.toBe(first.key);
  });

  it.each([
    ['402, not enough coins', 402, 1002],
    ['an HTTP 200 carrying 1002', 200, 1002],
    ['400, invalid parameter or a package not sold', 400, 1001],
    ['401', 401, 401],
    ['403', 403, 403],
    ['404, drama not found', 404, 2001],
  ])('drops the key after a documented refusal: %s', async (_label, status, code) => {
    const refusal = new ApiError({ code, status, message: 'no' });
    const first = await attempt('order:pkg', fail(refusal));
    expect(first.result).toEqual({ kind: 'refused', error: refusal });
    expect((await attempt('order:pkg', succeed)).key).not.toBe(first.key);
  });

  it('keeps the key when a tap was not sent for want of a token: an earlier unknown outcome still holds', async () => {
    // The first attempt's answer was lost (it may have charged); the token then expired and a tap went nowhere.
    const lost = await attempt('unlock:10086:6', fail(TransportError.network()));
    const signedOut = await attempt('unlock:10086:6', fail(new SignedOutError()));
    expect(signedOut.result).toEqual({ kind: 'refused', error: new SignedOutError() });
    // Logged in again as the same user (a bound e-mail): the retry sends the lost attempt's key.
    const retry = await attempt('unlock:10086:6', succeed);
    expect(retry.key).toBe(lost.key);
  });

  it('gives each intent its own key, and each user its own', async () => {
    const episode6 = await attempt('unlock:10086:6', fail(TransportError.network()));
    const episode7 = await attempt('unlock:10086:7', fail(TransportError.network()));
    expect(episode7.key).not.toBe(episode6.key);
    setTabSessionKey('demo-th');
    saveSessionUser('demo-th', { id: 'guest-2', name: 'Guest 2', token: 't2' });
    const otherUser = await attempt('unlock:10086:6', fail(TransportError.network()));
    expect(otherUser.key).not.toBe(episode6.key);
  });

  it('keeps the key through a reload (it is in storage) for a day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    const first = await attempt('order:pkg', fail(TransportError.timeout(60_000)));
    expect(Object.values(storage.get('PAYING_INTENTS') ?? {}).map((entry) => entry.key)).toEqual([first.key]);
    vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
    expect((await attempt('order:pkg', fail(TransportError.network()))).key).toBe(first.key);
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    expect((await attempt('order:pkg', succeed)).key).not.toBe(first.key);
  });

  it('survives a corrupt stored value: a new key, no crash', async () => {
    localStorage.setItem('PAYING_INTENTS', '{not json');
    const { result, key } = await attempt('order:pkg', succeed);
    expect(result.kind).toBe('done');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the key of an intent beside an unreadable one', async () => {
    const first = await attempt('order:pkg', fail(TransportError.network()));
    const kept = JSON.parse(localStorage.getItem('PAYING_INTENTS') ?? '{}') as object;
    localStorage.setItem('PAYING_INTENTS', JSON.stringify({ ...kept, 'x:unlock': { key: 5 } }));
    expect((await attempt('order:pkg', succeed)).key).toBe(first.key);
  });

  it('answers busy to a second paying call while one is under way, and sends nothing for it', async () => {
    let finish: (value: string) => void = () => undefined;
    const running = payOnce('unlock:10086:6', () => new Promise<string>((resolve) => (finish = resolve)));
    const send = vi.fn(succeed);
    await expect(payOnce('unlock_all:10086', send)).resolves.toEqual({ kind: 'busy' });
    expect(send).not.toHaveBeenCalled();
    finish('ok');
    await expect(running).resolves.toEqual({ kind: 'done', value: 'ok' });
  });
});

describe('payOnce: a server that asks to wait (Retry-After)', () => {
  const limited = (retryAfterMs: number) =>
    new ApiError({ code: 429, status: 429, message: 'Too many requests', retryAfter: String(retryAfterMs / 1000) });

  it('waits out a short Retry-After within the next tap, then sends the same key', async () => {
    vi.useFakeTimers();
    const first = await attempt('unlock:10086:6', fail(limited(3000)));
    expect(first.result.kind).toBe('unknown');
    const send = vi.fn((key: string) => Promise.resolve(key));
    const started = vi.fn();
    const second = payOnce('unlock:10086:6', send, { onStart: started });
    await vi.advanceTimersByTimeAsync(2999);
    expect(started).toHaveBeenCalledOnce(); // the button is busy while the tap waits
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(second).resolves.toEqual({ kind: 'done', value: first.key });
  });

  it('ends a tap unsent while a long Retry-After runs, with the answer that asked to wait', async () => {
    vi.useFakeTimers();
    const error = limited(60_000);
    const first = await attempt('order:pkg', fail(error));
    const send = vi.fn(succeed);
    await expect(payOnce('order:pkg', send)).resolves.toEqual({ kind: 'unknown', error });
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    const later = await attempt('order:pkg', succeed);
    expect(later.key).toBe(first.key);
  });
});

describe('payOnce: a success that did not do what was asked', () => {
  it('keeps the key, so the next tap cannot charge again, until the caller sees it done', async () => {
    const notOpened = { unlocked: [] as number[] };
    let firstKey = '';
    const first = await payOnce(
      'unlock:10086:6',
      (key) => {
        firstKey = key;
        return Promise.resolve(notOpened);
      },
      { complete: (value) => value.unlocked.includes(6) },
    );
    expect(first).toEqual({ kind: 'incomplete', value: notOpened });
    const again = await attempt('unlock:10086:6', succeed);
    expect(again.key).toBe(firstKey);
    expect(again.result.kind).toBe('done');
    expect(Object.keys(storage.get('PAYING_INTENTS') ?? {})).toHaveLength(0);

    await payOnce('unlock:10086:7', () => Promise.resolve(notOpened), { complete: () => false });
    expect(Object.keys(storage.get('PAYING_INTENTS') ?? {})).toHaveLength(1);
    settlePayingIntent('unlock:10086:7');
    expect(Object.keys(storage.get('PAYING_INTENTS') ?? {})).toHaveLength(0);
  });
});

describe('payOnce before the first guest exists', () => {
  it('waits for the registration under way, then sends with the new guest key', async () => {
    setTabSessionKey('demo-th');
    let registered: () => void = () => undefined;
    markGuestRegistration(
      new Promise<void>((resolve) => {
        registered = () => {
          saveSessionUser('demo-th', { id: 'guest-new', name: 'G', token: 't-new' });
          resolve();
        };
      }),
    );
    const send = vi.fn(succeed);
    const started = vi.fn();
    const tap = payOnce('unlock:10086:6', send, { onStart: started });
    await Promise.resolve();
    expect(started).toHaveBeenCalledOnce();
    expect(send).not.toHaveBeenCalled();
    registered();
    await expect(tap).resolves.toEqual({ kind: 'done', value: 'ok' });
    expect(send).toHaveBeenCalledOnce();
  });
});
