// For the specs that let the shell worker (src/entries/shell-worker.ts) run: a first visit that leaves it
// active, and where a page came from.
import { expect, type Page } from '@playwright/test';

/**
 * Opens the demo link (on `origin`, else the configured base URL) and waits until the guest is stored
 * and the worker the app registers a few seconds after it starts is active.
 */
export async function firstVisitWithShellWorker(page: Page, origin = ''): Promise<void> {
  await page.goto(`${origin}/?info=demo-th`);
  await page.waitForFunction(() => localStorage.getItem('USER_ID') !== null, undefined, { timeout: 15_000 });
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), {
      timeout: 15_000,
    })
    .toBe('activated');
}

/** Where the current page came from: 'cache-storage' when the worker answered it from its copy. */
export function pageDelivery(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceEntry & { deliveryType?: string }).deliveryType,
  );
}
