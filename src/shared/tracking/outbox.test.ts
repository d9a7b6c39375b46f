import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackEvent } from '@/shared/api/types';
import { storage } from '@/shared/storage/storage';
import { deferred, envelope, stubApi, type Handler } from '@tests/support/harness';
import { flushOutbox, queueEvent } from './outbox';
import { watchEventOutbox } from './outbox-watch';
import { setTrackingContext, type TrackingContext } from './track';

const TRACK = 'POST /tt/event/track';
const context: TrackingContext = { h5UserId: 'u-1', dramaId: '10086', promotionLinkId: 'pl_7781', pixelId: 'PIXEL1' };
const paid = { value: 59, currency: 'THB', contentId: '10086' };

const accepted: Handler = () => envelope(null);
const gatewayDown: Handler = () => new Response('<html>502 Bad Gateway</html>', { status: 502 });

/** Answers each call to /tt/event/track with the next handler, the last one for good. */
function answerTrack(...handlers: Handler[]) {
  return stubApi({
    [TRACK]: (call, request) => (handlers.length > 1 ? handlers.shift()! : handlers[0]!)(call, request),
  });
}

const sentBodies = (api: ReturnType<typeof stubApi>) => api.calls(TRACK).map((call) => call.body as TrackEvent);
const kept = () => storage.get('EVENT_OUTBOX') ?? {};

/** A kept event, as an older visit queued it. */
function keptEvent(overrides: Partial<TrackEvent> = {}): TrackEvent {
  return {
    event: 'Purchase',
    eventId: crypto.randomUUID(),
    eventTime: Math.floor(Date.now() / 1000),
    url: 'http://localhost:3000/qrCode',
    properties: paid,
    ...context,
    ...overrides,
  };
}

beforeEach(() => {
  setTrackingContext(context);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'locks');
});

describe('queueEvent', () => {
  it('sends the event with its order, user, drama and a uuid, and keeps nothing once it is accepted', async () => {
    const api = answerTrack(accepted);
    await queueEvent('PO-1', 'Purchase', paid);
    expect(sentBodies(api)).toEqual([
      expect.objectContaining({ event: 'Purchase', h5UserId: 'u-1', dramaId: '10086', properties: paid }),
    ]);
    expect(sentBodies(api)[0]?.eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem('EVENT_OUTBOX')).toBeNull();
  });

  it('keeps an event the server did not accept, and sends it again with the same eventId', async () => {
    const api = answerTrack(gatewayDown, accepted);
    await queueEvent('PO-1', 'Purchase', paid);
    expect(Object.keys(kept())).toEqual(['PO-1:Purchase']);

    await flushOutbox();
    const [first, second] = sentBodies(api);
    expect(second).toEqual(first);
    expect(kept()).toEqual({});
  });

  it("queues an order's event once: queued again while it is kept, nothing new is kept or sent twice", async () => {
    const api = answerTrack(gatewayDown, gatewayDown, accepted);
    await queueEvent('PO-1', 'Purchase', paid);
    await queueEvent('PO-1', 'Purchase', { ...paid, value: 99 });
    expect(Object.keys(kept())).toEqual(['PO-1:Purchase']);

    await flushOutbox();
    const ids = new Set(sentBodies(api).map((body) => body.eventId));
    expect(ids.size).toBe(1);
    expect(sentBodies(api).map((body) => body.properties?.value)).toEqual([59, 59, 59]);
    await flushOutbox();
    expect(sentBodies(api)).toHaveLength(3);
  });

  it('survives a corrupt outbox: the event is queued and sent', async () => {
    localStorage.setItem('EVENT_OUTBOX', '{"PO-0:Purchase":');
    const api = answerTrack(gatewayDown);
    await queueEvent('PO-1', 'Purchase', paid);
    expect(sentBodies(api)).toHaveLength(1);
    expect(Object.keys(kept())).toEqual(['PO-1:Purchase']);
  });

  it('forgets an event the server refuses as invalid (1001): it would be refused for ever', async () => {
    const api = answerTrack(() => envelope(null, 400, 1001, 'invalid parameter'));
    await queueEvent('PO-1', 'AddPaymentInfo', paid);
    expect(sentBodies(api)).toHaveLength(1);
    expect(kept()).toEqual({});
  });
});

describe('flushOutbox', () => {
  it('sends each event with the user and drama it was queued with, and another user’s only in that user’s tab', async () => {
    storage.set('EVENT_OUTBOX', {
      'PO-1:Purchase': keptEvent({ dramaId: '20001', pixelId: 'PIXEL9', url: 'http://localhost:3000/x' }),
      'PO-2:Purchase': keptEvent({ h5UserId: 'u-2' }),
    });
    const api = answerTrack(accepted);
    await flushOutbox();
    expect(sentBodies(api)).toEqual([
      expect.objectContaining({ h5UserId: 'u-1', dramaId: '20001', pixelId: 'PIXEL9', url: 'http://localhost:3000/x' }),
    ]);
    expect(Object.keys(kept())).toEqual(['PO-2:Purchase']);

    setTrackingContext({ ...context, h5UserId: 'u-2' });
    await flushOutbox();
    expect(sentBodies(api)[1]).toMatchObject({ h5UserId: 'u-2' });
    expect(kept()).toEqual({});
  });

  it('sends nothing while the session has no user', async () => {
    storage.set('EVENT_OUTBOX', { 'PO-1:Purchase': keptEvent() });
    const api = answerTrack(accepted);
    setTrackingContext(null);
    await flushOutbox();
    expect(api.calls()).toHaveLength(0);
    expect(Object.keys(kept())).toEqual(['PO-1:Purchase']);
  });

  it('runs one round at a time: asked again while one is under way, the event is not sent twice', async () => {
    storage.set('EVENT_OUTBOX', { 'PO-1:Purchase': keptEvent() });
    const answer = deferred();
    const api = answerTrack(answer.handler, accepted);
    const first = flushOutbox();
    await vi.waitFor(() => expect(api.calls(TRACK)).toHaveLength(1));
    const second = flushOutbox();
    answer.resolve(envelope(null));
    await Promise.all([first, second]);
    expect(api.calls(TRACK)).toHaveLength(1);
    expect(kept()).toEqual({});
  });

  it('drops events older than a week unsent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T00:00:00Z'));
    const day = 24 * 60 * 60;
    const now = Math.floor(Date.now() / 1000);
    storage.set('EVENT_OUTBOX', {
      'PO-old:Purchase': keptEvent({ eventTime: now - 7 * day - 1 }),
      'PO-new:Purchase': keptEvent({ eventTime: now - 6 * day }),
    });
    const api = answerTrack(gatewayDown);
    await flushOutbox();
    expect(sentBodies(api).map((body) => body.eventTime)).toEqual([now - 6 * day]);
    expect(Object.keys(kept())).toEqual(['PO-new:Purchase']);
  });

  it('keeps at most 50 events, the oldest out', async () => {
    const start = Math.floor(Date.now() / 1000) - 1000;
    const entries = Array.from({ length: 50 }, (_, i) => [`PO-${i}:Purchase`, keptEvent({ eventTime: start + i })]);
    storage.set('EVENT_OUTBOX', Object.fromEntries(entries));
    answerTrack(gatewayDown);
    await queueEvent('PO-new', 'Purchase', paid);
    const keys = Object.keys(kept());
    expect(keys).toHaveLength(50);
    expect(keys).not.toContain('PO-0:Purchase');
    expect(keys).toContain('PO-1:Purchase');
    expect(keys).toContain('PO-new:Purchase');
  });

  it('lets two tabs flushing at once send each event once (a Web Lock)', async () => {
    storage.set('EVENT_OUTBOX', { 'PO-1:Purchase': keptEvent() });
    const tails = new Map<string, Promise<unknown>>();
    const locks = {
      request: (name: string, work: () => unknown) => {
        const run = (tails.get(name) ?? Promise.resolve()).then(work);
        tails.set(
          name,
          run.catch(() => undefined),
        );
        return run;
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    const api = answerTrack(accepted);
    // Each tab its own modules (its own round in progress, its own session); the same localStorage.
    const tabs = [];
    for (let tab = 0; tab < 2; tab += 1) {
      vi.resetModules();
      const [{ setTrackingContext: setContext }, { flushOutbox: flush }] = await Promise.all([
        import('./track'),
        import('./outbox'),
      ]);
      setContext(context);
      tabs.push(flush);
    }
    await Promise.all(tabs.map((flush) => flush()));
    expect(api.calls(TRACK)).toHaveLength(1);
    expect(kept()).toEqual({});
  });
});

describe('watchEventOutbox', () => {
  const setVisibility = (state: DocumentVisibilityState) => {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  };

  afterEach(() => {
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('sends what is kept once the session has a user, back online and back in the foreground', async () => {
    setTrackingContext(null);
    storage.set('EVENT_OUTBOX', { 'PO-1:Purchase': keptEvent() });
    const api = answerTrack(gatewayDown, gatewayDown, accepted);
    const stop = watchEventOutbox();
    try {
      await new Promise((done) => setTimeout(done, 20));
      expect(api.calls()).toHaveLength(0);
      setTrackingContext(context);
      await vi.waitFor(() => expect(api.calls(TRACK)).toHaveLength(1));

      window.dispatchEvent(new Event('online'));
      await vi.waitFor(() => expect(api.calls(TRACK)).toHaveLength(2));

      setVisibility('hidden');
      setVisibility('visible');
      await vi.waitFor(() => expect(kept()).toEqual({}));
      expect(api.calls(TRACK)).toHaveLength(3);
      expect(new Set(sentBodies(api).map((body) => body.eventId)).size).toBe(1);

      // Nothing kept: coming back sends nothing.
      window.dispatchEvent(new Event('online'));
      setVisibility('visible');
      await new Promise((done) => setTimeout(done, 20));
      expect(api.calls(TRACK)).toHaveLength(3);
    } finally {
      stop();
    }
  });

  it('stops watching when told', async () => {
    storage.set('EVENT_OUTBOX', { 'PO-1:Purchase': keptEvent() });
    const api = answerTrack(accepted);
    watchEventOutbox()();
    window.dispatchEvent(new Event('online'));
    await new Promise((done) => setTimeout(done, 20));
    expect(api.calls()).toHaveLength(0);
  });
});
