import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/shared/storage/storage';
import { clearToasts } from '@/shared/ui/toast/toast-store';
import { guest, makeDrama } from '@tests/support/fixtures';
import { envelope, stubApi, type Handler } from '@tests/support/harness';
import { renderSession, session, useFakeTimers, useRealTimers, wait } from './session-test-utils';

const INFO = 'GET /h5/drama_video/info';
const REGISTER = 'POST /h5/auth/register';
const DECRYPT = 'GET /h5/drama_video/decrypt/Ab3x';
const ALIVE = 'POST /h5/user_action/add/alive';
const ACTION = 'POST /h5/user_action/add';

/** The calls a test answers; anything else gets the 404 envelope of a server that has no such thing. */
const stubNetwork = (handlers: Record<string, Handler>) =>
  stubApi({ '*': () => envelope(null, 404, 404, 'No stub'), ...handlers });

const status = () => screen.getByTestId('status').textContent;

function storeSession(key: string, drama = makeDrama()) {
  storage.set('SECRET_KEY', key);
  storage.set('DRAMA_INFO', drama);
  storage.set('ACCESS_TOKEN', 'tok-old');
  storage.set('USER_ID', 'u-old');
  storage.set('USER_INFO_DICT', { [key]: { id: 'u-old', name: 'Old', current: 7 } });
}

beforeEach(() => {
  useFakeTimers();
});

afterEach(() => {
  act(() => clearToasts());
  useRealTimers();
  vi.unstubAllGlobals();
});

describe('start-up from a promotion link', () => {
  it('loads the drama, registers a guest with the landing address and is ready', async () => {
    const net = stubNetwork({ [INFO]: () => envelope(makeDrama()), [REGISTER]: () => envelope(guest) });
    renderSession('/?info=demo-th&ttclid=t1');
    expect(status()).toBe('loading');
    await wait(0);
    expect(status()).toBe('ready');
    expect(net.calls(INFO)[0]?.url.searchParams.get('info')).toBe('demo-th');
    expect(net.calls(REGISTER)[0]?.body).toEqual({
      registerUrl: 'http://localhost:3000/?info=demo-th&ttclid=t1',
      dramaId: '10086',
      promotionLinkId: 'pl_7781',
      pixelId: 'PIXEL1',
      siteId: 'site_th_01',
    });
    expect(session.current).toMatchObject({
      status: 'ready',
      key: 'demo-th',
      user: { id: 'u-1', name: 'Guest 1' },
      locale: 'th_TH',
      drama: { dramaId: '10086' },
    });
    expect(storage.get('SECRET_KEY')).toBe('demo-th');
    expect(storage.get('ACCESS_TOKEN')).toBe('tok-1');
    expect(storage.get('DRAMA_INFO')?.dramaId).toBe('10086');
  });

  it('hands out the playable drama while the guest is still being registered', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubNetwork({
      [INFO]: () => envelope(makeDrama()),
      [REGISTER]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderSession('/?info=demo-th');
    await wait(0);
    expect(session.current).toMatchObject({ status: 'starting', key: 'demo-th', drama: { dramaId: '10086' } });
    expect(session.current).not.toHaveProperty('user');
    answer(envelope(guest));
    await wait(0);
    expect(session.current).toMatchObject({ status: 'ready', user: { id: 'u-1' } });
  });

  it('registers once under StrictMode', async () => {
    const net = stubNetwork({ [INFO]: () => envelope(makeDrama()), [REGISTER]: () => envelope(guest) });
    renderSession('/?info=demo-th', { strict: true });
    await wait(0);
    expect(status()).toBe('ready');
    expect(net.calls(REGISTER)).toHaveLength(1);
    expect(net.calls(INFO)).toHaveLength(1);
  });

  it('hands out video addresses with the CDN parameters', async () => {
    const drama = makeDrama({ isCdn: true });
    stubNetwork({ [INFO]: () => envelope(drama), [REGISTER]: () => envelope(guest) });
    renderSession('/?info=demo-th');
    await wait(0);
    const ready = session.current?.status === 'ready' ? session.current : null;
    const first = new URL(ready?.drama.dramaUrl[0]?.videoUrl ?? '');
    expect(first.searchParams.get('source')).toBe('h5');
    expect(first.searchParams.get('siteId')).toBe('site_th_01');
    expect(ready?.drama.dramaUrl[1]?.videoUrl).toBe('');
  });

  it('retries every 2 seconds while no drama is returned, showing loading', async () => {
    let answer: unknown = null;
    const net = stubNetwork({ [INFO]: () => envelope(answer), [REGISTER]: () => envelope(guest) });
    renderSession('/?info=demo-th');
    await wait(0);
    expect(net.calls(INFO)).toHaveLength(1);
    await wait(1999);
    expect(net.calls(INFO)).toHaveLength(1);
    expect(status()).toBe('loading');
    await wait(1);
    expect(net.calls(INFO)).toHaveLength(2);
    answer = makeDrama();
    await wait(2000);
    expect(net.calls(INFO)).toHaveLength(3);
    expect(status()).toBe('ready');
  });

  it('retries after a network failure too', async () => {
    let fail = true;
    stubNetwork({
      [INFO]: () => (fail ? Promise.reject(new TypeError('Failed to fetch')) : envelope(makeDrama())),
      [REGISTER]: () => envelope(guest),
    });
    renderSession('/?info=demo-th');
    await wait(0);
    expect(status()).toBe('loading');
    fail = false;
    await wait(2000);
    expect(status()).toBe('ready');
  });

  it('waits out a gateway failure (502 with no envelope) instead of calling the drama missing', async () => {
    let down = true;
    stubNetwork({
      [INFO]: () => (down ? new Response('<html>Bad Gateway</html>', { status: 502 }) : envelope(makeDrama())),
      [REGISTER]: () => envelope(guest),
    });
    renderSession('/?info=demo-th');
    await wait(0);
    expect(status()).toBe('loading');
    down = false;
    await wait(2000);
    expect(status()).toBe('ready');
  });

  it('shows not found for an unknown drama', async () => {
    stubNetwork({ [INFO]: () => envelope(null, 404, 2001, 'Drama not found') });
    renderSession('/?info=gone');
    await wait(0);
    expect(session.current).toEqual({ status: 'notFound', reason: 'drama' });
  });

  it('clears stored data and shows not found for a drama without episodes', async () => {
    storeSession('demo-th');
    const net = stubNetwork({ [INFO]: () => envelope(makeDrama({ dramaUrl: [] })) });
    renderSession('/?info=demo-th');
    await wait(0);
    // Shown in the drama's language: its country is known.
    expect(session.current).toEqual({ status: 'notFound', reason: 'noEpisodes', locale: 'th_TH' });
    expect(storage.get('SECRET_KEY')).toBeUndefined();
    expect(storage.get('ACCESS_TOKEN')).toBeUndefined();
    expect(net.calls(REGISTER)).toHaveLength(0);
  });

  it('shows an unsupported region without registering anyone', async () => {
    const net = stubNetwork({ [INFO]: () => envelope(makeDrama({ country: 'US' })) });
    renderSession('/?info=us');
    await wait(0);
    expect(session.current).toMatchObject({ status: 'unsupported', drama: { country: 'US' } });
    expect(net.calls(REGISTER)).toHaveLength(0);
  });

  it('shows an empty drama with no key anywhere, and clears stray data', async () => {
    storage.set('ACCESS_TOKEN', 'stray');
    const net = stubNetwork({});
    renderSession('/');
    await wait(0);
    expect(session.current).toEqual({ status: 'empty' });
    expect(storage.get('ACCESS_TOKEN')).toBeUndefined();
    expect(net.calls()).toHaveLength(0);
  });

  it('offers a retry when the registration is refused', async () => {
    let refuse = true;
    const net = stubNetwork({
      [INFO]: () => envelope(makeDrama()),
      [REGISTER]: () => (refuse ? envelope(null, 400, 1001, 'Invalid parameter') : envelope(guest)),
    });
    renderSession('/?info=demo-th');
    await wait(0);
    const failed = session.current;
    // The drama is known: the error can speak its language.
    expect(failed).toMatchObject({ status: 'error', locale: 'th_TH' });
    refuse = false;
    act(() => {
      if (failed?.status === 'error') failed.retry();
    });
    await wait(0);
    expect(status()).toBe('ready');
    expect(net.calls(REGISTER)).toHaveLength(2);
  });
});

describe('start-up on a reload', () => {
  it('is ready at once from the stored drama and user, then takes the fresh drama', async () => {
    storeSession('demo-th', makeDrama({ title: 'Stored' }));
    let answer: (response: Response) => void = () => undefined;
    const net = stubNetwork({ [INFO]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderSession('/');
    await wait(0);
    expect(session.current).toMatchObject({ status: 'ready', user: { id: 'u-old' }, drama: { title: 'Stored' } });
    expect(net.calls(REGISTER)).toHaveLength(0);
    expect(storage.get('USER_INFO_DICT')?.['demo-th']?.current).toBe(0);
    answer(envelope(makeDrama({ title: 'Fresh' })));
    await wait(0);
    expect(session.current).toMatchObject({ status: 'ready', drama: { title: 'Fresh' } });
    expect(storage.get('DRAMA_INFO')).toMatchObject({ title: 'Fresh' });
  });

  it('starts afresh when the link carries a different key', async () => {
    storeSession('old-key');
    const net = stubNetwork({ [INFO]: () => envelope(makeDrama()), [REGISTER]: () => envelope(guest) });
    renderSession('/?info=new-key');
    await wait(0);
    expect(session.current).toMatchObject({ status: 'ready', key: 'new-key', user: { id: 'u-1' } });
    expect(net.calls(REGISTER)).toHaveLength(1);
    // The old key's guest stays filed (with its token), for a return to that drama.
    expect(storage.get('USER_INFO_DICT')).toEqual({
      'old-key': { id: 'u-old', name: 'Old', current: 7, token: 'tok-old' },
      'new-key': { id: 'u-1', name: 'Guest 1', current: 0, token: 'tok-1' },
    });
  });

  it('returns to a drama as its own guest, with its token, after another drama', async () => {
    const net = stubNetwork({
      [INFO]: (call) => envelope(makeDrama({ dramaId: call.url.searchParams.get('info') ?? '' })),
      [REGISTER]: () => envelope(guest),
    });
    storage.set('USER_INFO_DICT', { 'drama-a': { id: 'guest-a', name: 'A', current: 0, token: 'token-a' } });
    storage.set('SECRET_KEY', 'drama-b');
    storage.set('ACCESS_TOKEN', 'token-b');
    renderSession('/?info=drama-a');
    await wait(0);
    expect(session.current).toMatchObject({ status: 'ready', key: 'drama-a', user: { id: 'guest-a' } });
    expect(net.calls(REGISTER)).toHaveLength(0);
    // Even the drama was asked for as A's guest (its episodes are A's).
    expect(net.calls(INFO)[0]?.headers.get('Authorization')).toBe('Bearer token-a');
    expect(storage.get('ACCESS_TOKEN')).toBe('token-a');
  });

  it('re-registers when USER_INFO_DICT is corrupt', async () => {
    storeSession('demo-th');
    localStorage.setItem('USER_INFO_DICT', 'not json');
    const net = stubNetwork({ [INFO]: () => envelope(makeDrama()), [REGISTER]: () => envelope(guest) });
    renderSession('/?info=demo-th');
    await wait(0);
    expect(session.current).toMatchObject({ status: 'ready', user: { id: 'u-1' } });
    expect(net.calls(REGISTER)).toHaveLength(1);
  });
});

describe('short codes', () => {
  it('exchanges the code, lands on / keeping the query and loads the drama', async () => {
    const net = stubNetwork({
      [DECRYPT]: () => envelope({ info: 'k-from-code' }),
      [INFO]: () => envelope(makeDrama()),
      [REGISTER]: () => envelope(guest),
    });
    renderSession('/Ab3x?ttclid=t1');
    await wait(0);
    expect(screen.getByTestId('location').textContent).toBe('/?ttclid=t1');
    expect(session.current).toMatchObject({ status: 'ready', key: 'k-from-code' });
    expect(net.calls(INFO)[0]?.url.searchParams.get('info')).toBe('k-from-code');
    expect(storage.get('SECRET_KEY')).toBe('k-from-code');
  });

  it('shows not found for an unknown code', async () => {
    const net = stubNetwork({ [DECRYPT]: () => envelope(null, 404, 2002, 'Unknown short code') });
    renderSession('/Ab3x');
    await wait(0);
    expect(session.current).toEqual({ status: 'notFound', reason: 'shortCode' });
    expect(net.calls(INFO)).toHaveLength(0);
  });
});

describe('liveness', () => {
  async function readySession() {
    const net = stubNetwork({
      [INFO]: () => envelope(makeDrama()),
      [REGISTER]: () => envelope(guest),
      [ALIVE]: () => envelope(null),
      [ACTION]: () => envelope(null),
    });
    renderSession('/?info=demo-th');
    await wait(0);
    expect(status()).toBe('ready');
    return net;
  }

  it('posts 5 seconds as multipart every 5 seconds', async () => {
    const net = await readySession();
    await wait(4999);
    expect(net.calls(ALIVE)).toHaveLength(0);
    await wait(1);
    const [report] = net.calls(ALIVE);
    expect(report?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = report?.body as FormData;
    expect([form.get('h5UserId'), form.get('survivalTime')]).toEqual(['u-1', '5']);
    expect(report?.headers.get('Authorization')).toBe('Bearer tok-1');
    await wait(5000);
    expect(net.calls(ALIVE)).toHaveLength(2);
  });

  it('sends the seconds not yet sent on pagehide, with keepalive and the headers', async () => {
    const net = await readySession();
    await wait(7000);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await wait(0);
    const reports = net.calls(ALIVE);
    expect(reports).toHaveLength(2);
    const last = reports[1];
    expect(last?.keepalive).toBe(true);
    expect((last?.body as FormData).get('survivalTime')).toBe('2');
    expect(last?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(last?.headers.get('clientId')).toBeTruthy();
    window.dispatchEvent(new Event('pageshow'));
  });

  it('sends nothing while there is no user', async () => {
    const net = stubNetwork({ [INFO]: () => envelope(null) });
    renderSession('/?info=demo-th');
    await wait(12_000);
    expect(net.calls(ALIVE)).toHaveLength(0);
  });
});

describe('user actions', () => {
  it('reports one visit per route change, in order, once the user exists', async () => {
    vi.setSystemTime(new Date(2024, 5, 1, 14, 30, 0));
    let answer: (response: Response) => void = () => undefined;
    const net = stubNetwork({
      [INFO]: () => new Promise<Response>((resolve) => (answer = resolve)),
      [REGISTER]: () => envelope(guest),
      [ACTION]: () => envelope(null),
    });
    renderSession('/?info=demo-th');
    fireEvent.click(screen.getByText('go /mine'));
    fireEvent.click(screen.getByText('go /recharge'));
    await wait(2000);
    expect(net.calls(ACTION)).toHaveLength(0);
    answer(envelope(makeDrama()));
    await wait(0);
    expect(status()).toBe('ready');
    await wait(2000);
    fireEvent.click(screen.getByText('go /'));
    await wait(0);
    const actions = net.calls(ACTION).map((call) => call.body as Record<string, unknown>);
    expect(actions).toHaveLength(4);
    expect(actions[0]).toEqual({
      h5UserId: 'u-1',
      dramaId: '10086',
      promotionLinkId: 'pl_7781',
      actionType: 'visit',
      actionTime: '2024-06-01 14:30:00',
    });
    expect(actions.map((action) => action.actionTime)).toEqual([
      '2024-06-01 14:30:00',
      '2024-06-01 14:30:00',
      '2024-06-01 14:30:00',
      '2024-06-01 14:30:04',
    ]);
  });

  it('reports a route once under StrictMode', async () => {
    const net = stubNetwork({
      [INFO]: () => envelope(makeDrama()),
      [REGISTER]: () => envelope(guest),
      [ACTION]: () => envelope(null),
    });
    renderSession('/?info=demo-th', { strict: true });
    await wait(2000);
    expect(net.calls(ACTION)).toHaveLength(1);
  });
});
