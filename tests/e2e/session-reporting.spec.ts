import { expect, test, type Page } from '@playwright/test';
import { pauseClock } from '../support/control';
import { demoDrama, demoGuest, recordRequests, type Recorder } from './session-helpers';

// Registration and liveness (docs/product-rules.md, "Start-up"): the guest is registered with the landing address and
// the drama's identifiers, then the seconds watched are reported every 5 s (multipart), and the seconds
// not yet sent leave when the page is hidden or closed.
//
// The liveness timer runs on Playwright's clock: installed before the app starts, it follows real time
// until the guest is registered, then stops, and the test moves it on second by second.

const alive = (calls: Recorder) => calls.of('reportAlive').map((call) => call.body as Record<string, string>);

/**
 * Installs the clock and opens the promotion link; returns, once the guest exists, with the clock stopped
 * just after a regular report was answered, so each later whole second is one tick of the liveness timer.
 * Also returns the liveness fetches seen from inside the page as they leave (whether each asked for keepalive).
 */
async function startAtAReport(page: Page): Promise<() => Promise<boolean[]>> {
  await page.clock.install();
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
  const aliveFetches = () =>
    page.evaluate(() => (window as unknown as { __aliveKeepalive: boolean[] }).__aliveKeepalive);
  // The clock stops as soon as the guest is registered, before the liveness timer (which starts once the
  // user exists) could have reported on its own, however slow the machine.
  const registered = page.waitForResponse((response) => response.url().endsWith('/h5/auth/register'));
  await page.goto('/?info=demo-th');
  await registered;
  await pauseClock(page);
  const answered = page.waitForEvent('requestfinished', (request) =>
    request.url().endsWith('/h5/user_action/add/alive'),
  );
  // The timer may start during the first tick: its report comes within six.
  for (let second = 0; (await aliveFetches()).length === 0; second++) {
    expect(second, 'a report within 6 ticks').toBeLessThan(6);
    await page.clock.runFor(1_000);
  }
  await answered;
  return aliveFetches;
}

/** Makes the page look hidden (another tab, the phone locked) and tells it so. */
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
  const calls = recordRequests(page);
  const aliveFetches = await startAtAReport(page);

  expect(calls.of('registerGuest')).toHaveLength(1);
  expect(calls.of('registerGuest')[0]?.body).toEqual({
    registerUrl: new URL('/?info=demo-th', baseURL).href,
    dramaId: demoDrama.dramaId,
    promotionLinkId: demoDrama.promotionLinkId,
    pixelId: demoDrama.pixelId,
    siteId: demoDrama.siteId,
  });

  // Nothing before the fifth second of a period; then a report of 5 seconds, multipart, for the guest.
  await page.clock.runFor(4_000);
  expect(await aliveFetches()).toHaveLength(1);
  await page.clock.runFor(1_000);
  await expect.poll(() => alive(calls).length).toBe(2);
  expect(alive(calls)).toEqual([
    { h5UserId: demoGuest.h5UserId, survivalTime: '5' },
    { h5UserId: demoGuest.h5UserId, survivalTime: '5' },
  ]);
  const [first] = calls.of('reportAlive');
  expect(first?.method).toBe('POST');
  expect(first?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(first?.headers['authorization']).toBe(`Bearer ${demoGuest.token}`);

  // Two seconds into the next period, the page is hidden: those seconds leave at once.
  await page.clock.runFor(2_000);
  expect(await aliveFetches()).toHaveLength(2);
  await hidePage(page);
  await expect.poll(() => alive(calls).length).toBe(3);
  expect(alive(calls)[2]).toEqual({ h5UserId: demoGuest.h5UserId, survivalTime: '2' });
});

test('the seconds not yet reported leave with keepalive when the page is closed (pagehide)', async ({ page }) => {
  const calls = recordRequests(page);
  const aliveFetches = await startAtAReport(page);
  await page.clock.runFor(3_000);

  // What the browser fires when the visitor closes the tab or navigates away.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
  await expect.poll(() => alive(calls).length).toBe(2);
  expect(alive(calls)[1]).toEqual({ h5UserId: demoGuest.h5UserId, survivalTime: '3' });
  expect(calls.of('reportAlive')[1]?.headers['authorization']).toBe(`Bearer ${demoGuest.token}`);
  expect(calls.of('registerGuest')).toHaveLength(1);
  expect((await aliveFetches()).at(-1)).toBe(true);
});
