import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/shared/storage/storage';
import { clearToasts } from '@/shared/ui/toast/toast-store';
import { envelope, makeDrama } from '@tests/support/fixtures';
import { trackEvent } from './track';

const requests: Request[] = [];

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request);
      return envelope(null);
    }),
  );
  window.history.replaceState(null, '', '/?info=demo-th');
});

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('trackEvent', () => {
  it('sends nothing before a user and a drama exist', async () => {
    await expect(trackEvent('ViewContent')).resolves.toBe(false);
    storage.set('USER_ID', 'u-1');
    await expect(trackEvent('ViewContent')).resolves.toBe(false);
    expect(requests).toHaveLength(0);
  });

  it('posts the event with its id, time, attribution and the stored ttclid', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-06-01T00:00:10.900Z'));
    storage.set('USER_ID', 'u-1');
    storage.set('DRAMA_INFO', makeDrama());
    storage.set('ttclid', 'click-1');
    await expect(trackEvent('Purchase', { value: 4.99, currency: 'USD' })).resolves.toBe(true);
    const [request] = requests;
    expect(new URL(request?.url ?? '').pathname).toBe('/tt/event/track');
    const body = (await request?.json()) as Record<string, unknown>;
    expect(body).toEqual({
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
    storage.set('USER_ID', 'u-1');
    storage.set('DRAMA_INFO', makeDrama());
    const start = window.location.href;
    const sent = trackEvent('InitiateCheckout');
    window.history.pushState(null, '', '/recharge');
    try {
      await expect(sent).resolves.toBe(true);
      const body = (await requests[0]?.json()) as Record<string, unknown>;
      expect(body.url).toBe(start);
    } finally {
      window.history.pushState(null, '', start);
    }
  });

  it('gives each event its own id', async () => {
    storage.set('USER_ID', 'u-1');
    storage.set('DRAMA_INFO', makeDrama());
    await trackEvent('ViewContent');
    await trackEvent('ViewContent');
    const [a, b] = await Promise.all(requests.map((request) => request.json() as Promise<{ eventId: string }>));
    expect(a?.eventId).not.toBe(b?.eventId);
  });

  it('answers false instead of throwing when the call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    storage.set('USER_ID', 'u-1');
    storage.set('DRAMA_INFO', makeDrama());
    await expect(trackEvent('ViewContent')).resolves.toBe(false);
  });
});
