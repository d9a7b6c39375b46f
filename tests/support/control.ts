// What a browser test controls instead of racing it (docs/developing.md, "Tests that hold on a loaded
// machine"): an answer held until the test lets it through, and the page's clock stopped where it is.
import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Holds the page's calls to `url` (the first `times` of them) until the test calls `release()`: the test,
 * not the machine's speed, decides whether an answer is still under way when it acts. `sent` resolves when
 * the first is held. With `prefer` (see preferHeader in prefer.ts), a held call goes to Prism with that
 * Prefer header whatever `useExample` chose since; without, the choice at the moment it is let through.
 */
export async function holdRequests(
  target: Page | BrowserContext,
  url: RegExp | string,
  { times = 1, prefer }: { times?: number; prefer?: string } = {},
): Promise<{ sent: Promise<void>; release: () => void }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markSent = () => undefined as void;
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  await target.route(
    url,
    async (route) => {
      markSent();
      await released;
      if (prefer) await route.continue({ headers: { ...route.request().headers(), prefer } });
      else await route.fallback();
    },
    { times },
  );
  return { sent, release };
}

/**
 * Stops the page's clock (installed, flowing at the real rate) about where it is: from here on no timer of
 * the app fires unless the test moves the clock, however slowly the machine runs. The pause is set a little
 * ahead of the page's time as read; when the page's time has passed it before the pause arrives (a loaded
 * machine), it is asked again with twice the margin.
 */
export async function pauseClock(page: Page): Promise<void> {
  let marginMs = 50;
  await expect(async () => {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + marginMs);
    } catch (error) {
      marginMs = Math.min(marginMs * 2, 5_000);
      throw error;
    }
  }).toPass();
}
