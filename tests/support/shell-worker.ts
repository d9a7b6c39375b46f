// For the specs that let the shell worker (src/app/shell-worker) run: wait for it, and tell where a
// page came from.
import { expect, type Page } from '@playwright/test';

/** Waits until the worker the app registers (a few seconds after it starts) is active. */
export async function waitForShellWorker(page: Page): Promise<void> {
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
