import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/shared/storage/storage';
import { clearToasts } from '@/shared/ui/toast/toast-store';
import { envelope, stubApi } from '@tests/support/harness';
import { setTrackingContext, trackEvent } from './track';

const context = { h5UserId: 'u-1', dramaId: '10086', promotionLinkId: 'pl_7781', pixelId: 'PIXEL1' };

let api: ReturnType<typeof stubApi>;

beforeEach(() => {
  api = stubApi({ 'POST /tt/event/track': () => envelope(null) });
  window.history.replaceState(null, '', '/?info=demo-th');
});

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('trackEvent', () => {
  it('waits while the session has no signed-in user, and sends once it has one', async () => {
    let sent = false;
    const event = trackEvent('ViewContent').then((result) => (sent = result));
    await new Promise((done) => setTimeout(done, 20));
    expect(api.calls()).toHaveLength(0);
    expect(sent).toBe(false);
    setTrackingContext(context);
    await expect(event).resolves.toBe(true);
    expect(api.calls()).toHaveLength(1);
  });

  it('waits again once the session has lost its user (signed out)', async () => {
    setTrackingContext(context);
    setTrackingContext(null);
    const event = trackEvent('ViewContent');
    await new Promise((done) => setTimeout(done, 20));
    expect(api.calls()).toHaveLength(0);
    setTrackingContext({ ...context, h5UserId: 'u-2' });
    await event;
    expect(api.calls()[0]?.body).toMatchObject({ h5UserId: 'u-2' });
  });

  it('posts the event with its id, time, attribution and the stored ttclid', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-06-01T00:00:10.900Z'));
    setTrackingContext(context);
    storage.set('ttclid', 'click-1');
    await expect(trackEvent('Purchase', { value: 4.99, currency: 'USD' })).resolves.toBe(true);
    const [call] = api.calls('POST /tt/event/track');
    expect(call?.body).toEqual({
      event: 'Purchase',
      eventId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      eventTime: 1717200010,
      pixelId: 'PIXEL1',
      h5UserId: 'u-1',
      dramaId: '10086',
      promotionLinkId: 'pl_7781',
      ttclid: 'click-1',
      url: 'http://localhost:3000/?info=demo-th',
      properties: { value: 4.99, currency: 'USD' },
    });
  });

  it('sends the address of the moment it was called, though the app moves on before it is sent', async () => {
    setTrackingContext(context);
    const start = window.location.href;
    const sent = trackEvent('InitiateCheckout');
    window.history.pushState(null, '', '/recharge');
    try {
      await expect(sent).resolves.toBe(true);
      expect(api.calls()[0]?.body).toMatchObject({ url: start });
    } finally {
      window.history.pushState(null, '', start);
    }
  });

  it('gives each event its own id', async () => {
    setTrackingContext(context);
    await trackEvent('ViewContent');
    await trackEvent('ViewContent');
    const [a, b] = api.calls().map((call) => call.body as { eventId: string });
    expect(a?.eventId).not.toBe(b?.eventId);
  });

  it('answers false instead of throwing when the call fails', async () => {
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    setTrackingContext(context);
    await expect(trackEvent('ViewContent')).resolves.toBe(false);
  });
});
