// Helpers for the account specs: pick a Prism example per operation (the Prefer header), record the
// calls the app makes, and open the app on a demo drama. Until the shared e2e support lands they live
// here, with the same shapes (useExample, recordRequests), so switching is an import change.
import type { Page, Request } from '@playwright/test';
import { operations, type ExampleName, type OperationId } from '../../generated/operations';

type Chosen = { method: string; pattern: RegExp; prefer: string };
const chosenByPage = new WeakMap<Page, Chosen[]>();

const patternOf = (path: string) => new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** Every later call to `operation` is answered with its named example. */
export async function useExample<Id extends OperationId>(
  page: Page,
  operation: Id,
  example: ExampleName<Id>,
): Promise<void> {
  const { method, path, examples } = operations[operation];
  const status = (examples as Record<string, number>)[example as string];
  let chosen = chosenByPage.get(page);
  if (!chosen) {
    const list: Chosen[] = [];
    chosen = list;
    chosenByPage.set(page, list);
    await page.route(/\/(h5|tt)\//, (route) => {
      const request = route.request();
      const pathname = new URL(request.url()).pathname;
      const match = list.findLast((entry) => entry.method === request.method() && entry.pattern.test(pathname));
      if (!match) return route.fallback();
      return route.fallback({ headers: { ...request.headers(), prefer: match.prefer } });
    });
  }
  chosen.push({
    method: method.toUpperCase(),
    pattern: patternOf(path),
    prefer: `code=${status}, example=${String(example)}`,
  });
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/** The API calls (/h5, /tt) the page sends from now on, in the order they leave. */
export function recordRequests(page: Page) {
  const calls: RecordedCall[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!/^\/(h5|tt)\//.test(url.pathname)) return;
    let body: unknown;
    try {
      body = request.postDataJSON() as unknown;
    } catch {
      body = request.postData();
    }
    calls.push({ method: request.method(), path: url.pathname, body });
  });
  return {
    calls,
    to: (path: string) => calls.filter((call) => call.path === path),
    clear: () => void calls.splice(0),
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
