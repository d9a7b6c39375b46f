// For the specs that let the shell worker (src/entries/shell-worker/) run: a first visit that leaves it
// active, and where a page came from.
import { expect, type Page } from '@playwright/test';

/**
 * Opens the demo link (on `origin`, else the configured base URL) and waits until the guest is stored
 * and the worker the app registers 3 s after it starts is active. Those seconds pass on Playwright's
 * clock, installed here for the rest of the test (it follows real time otherwise).
 */
export async function firstVisitWithShellWorker(page: Page, origin = ''): Promise<void> {
  await page.clock.install();
  await page.goto(`${origin}/?info=demo-th`);
  await page.waitForFunction(() => localStorage.getItem('USER_ID') !== null, undefined, { timeout: 15_000 });
  await page.clock.runFor(3_000);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), {
      timeout: 15_000,
    })
    .toBe('activated');
}

/**
 * Where the current page came from: 'cache-storage' when the worker answered it from its copy. Read
 * through an observer: Playwright's clock replaces `performance`, and its entry lists with empty ones.
 */
export function pageDelivery(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () =>
      new Promise<string | undefined>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve((list.getEntries()[0] as (PerformanceEntry & { deliveryType?: string }) | undefined)?.deliveryType);
        }).observe({ type: 'navigation', buffered: true });
      }),
  );
}
