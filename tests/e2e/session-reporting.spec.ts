import { expect, test, type Page } from '@playwright/test';
import { demoDrama, demoGuest, recordRequests, type Recorder } from './session-helpers';

// Registration and liveness (docs/product-rules.md, "Start-up"): the guest is registered with the landing address and
// the drama's identifiers, then the seconds watched are reported every 5 s (multipart), and the seconds
// not yet sent leave when the page is hidden or closed.

const alive = (calls: Recorder) => calls.of('reportAlive').map((call) => call.body as Record<string, string>);

/** Makes the page look hidden to the app (another tab, the phone locked) and tells it so. */
function hidePage(page: Page): Promise<void> {
  return page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('a promotion link registers a guest, reports liveness every 5 s and the rest when hidden', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const calls = recordRequests(page);
  await page.goto('/?info=demo-th');

  await expect.poll(() => calls.of('registerGuest').length).toBe(1);
  expect(calls.of('registerGuest')[0]?.body).toEqual({
    registerUrl: new URL('/?info=demo-th', baseURL).href,
    dramaId: demoDrama.dramaId,
    promotionLinkId: demoDrama.promotionLinkId,
    pixelId: demoDrama.pixelId,
    siteId: demoDrama.siteId,
  });

  // Two regular reports, 5 seconds each, multipart, for the registered guest.
  await expect.poll(() => alive(calls).length, { timeout: 25_000, intervals: [250] }).toBeGreaterThanOrEqual(2);
  expect(alive(calls).slice(0, 2)).toEqual([
    { h5UserId: demoGuest.h5UserId, survivalTime: '5' },
    { h5UserId: demoGuest.h5UserId, survivalTime: '5' },
  ]);
  const [first] = calls.of('reportAlive');
  expect(first?.method).toBe('POST');
  expect(first?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(first?.headers['authorization']).toBe(`Bearer ${demoGuest.token}`);

  // A couple of seconds into the next period, the page is hidden: those seconds leave at once.
  const regular = alive(calls).length;
  await page.waitForTimeout(2_500);
  expect(alive(calls)).toHaveLength(regular);
  await hidePage(page);
  await expect.poll(() => alive(calls).length, { timeout: 3_000, intervals: [100] }).toBe(regular + 1);
  const last = alive(calls).at(-1)!;
  expect(last.h5UserId).toBe(demoGuest.h5UserId);
  expect(Number(last.survivalTime)).toBeGreaterThanOrEqual(1);
  expect(Number(last.survivalTime)).toBeLessThanOrEqual(4);
});

test('the seconds not yet reported leave with keepalive when the page is closed (pagehide)', async ({ page }) => {
  // Which liveness fetches asked to outlive the page (keepalive), seen from inside the page.
  await page.addInitScript(() => {
    const w = window as unknown as { __aliveKeepalive: boolean[] };
    w.__aliveKeepalive = [];
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/h5/user_action/add/alive')) {
        w.__aliveKeepalive.push(Boolean(init?.keepalive ?? (input instanceof Request && input.keepalive)));
      }
      return original(input, init);
    };
  });
  const calls = recordRequests(page);
  await page.goto('/?info=demo-th');
  // The first visit report leaves once the user exists, when the liveness timer starts too.
  await expect.poll(() => calls.of('addUserAction').length, { timeout: 15_000, intervals: [100] }).toBeGreaterThan(0);
  expect(calls.of('registerGuest')).toHaveLength(1);
  // Let the liveness timer count a little (its first report is due at 5 s).
  await page.waitForTimeout(2_500);
  expect(alive(calls)).toHaveLength(0);

  // What the browser fires when the visitor closes the tab or navigates away.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
  await expect.poll(() => alive(calls).length, { timeout: 3_000, intervals: [100] }).toBe(1);
  const [closing] = alive(calls);
  expect(closing?.h5UserId).toBe(demoGuest.h5UserId);
  expect(Number(closing?.survivalTime)).toBeGreaterThanOrEqual(1);
  expect(Number(closing?.survivalTime)).toBeLessThanOrEqual(4);
  expect(calls.of('reportAlive')[0]?.headers['authorization']).toBe(`Bearer ${demoGuest.token}`);
  expect(await page.evaluate(() => (window as unknown as { __aliveKeepalive: boolean[] }).__aliveKeepalive)).toEqual([
    true,
  ]);
});
