// Helpers for the account specs: open the app on a demo drama in a language, and scope queries to
// the screen on top. Choosing Prism examples and recording calls come from the shared e2e support.
import type { Page } from '@playwright/test';
import { recordRequests as recordAllRequests, useExample } from '../support/prefer';

export { useExample };

/** The shared recorder, seen as the account specs compare calls: method, path and body only. */
export function recordRequests(page: Page) {
  const recorder = recordAllRequests(page);
  const slim = ({ method, path, body }: { method: string; path: string; body: unknown }) => ({ method, path, body });
  return {
    get calls() {
      return recorder.calls.map(slim);
    },
    to: (path: string) => recorder.to(path).map(slim),
    clear: recorder.clear,
  };
}

const dramaByLanguage = { en: 'dramaSG', th: 'dramaTH', ar: 'dramaAE' } as const;

/** Opens the demo link in the language of a drama's country and waits for the guest to be registered. */
export async function openDemo(page: Page, language: keyof typeof dramaByLanguage = 'en'): Promise<void> {
  await useExample(page, 'getDramaInfo', dramaByLanguage[language]);
  await page.goto('/?info=demo-th');
  await page.waitForFunction(() => localStorage.getItem('USER_ID') !== null);
}

/**
 * One kept-alive screen. Earlier screens stay in the page (and the one being left stays visible
 * while it slides), so a query scoped to the screen finds only what that screen shows.
 */
export function screenOf(page: Page, route: string) {
  return page.locator(`.page[data-route="${route}"]`);
}

export const credentials = { email: 'somchai@example.com', password: 's3cret-pass' };
