// Helpers for the specs under real nginx: a `test` that fails on any Content-Security-Policy or
// Permissions-Policy problem the browser reports, whatever page the test opened; and reading the
// current build's asset names from its index.html.
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ExampleName } from '../../generated/operations';
import { recordRequests, useExample } from '../support/prefer';

export { expect, recordRequests, useExample };

export interface PolicyReport {
  /** 'event' for a securitypolicyviolation event, 'console' for a message the browser logged. */
  source: 'event' | 'console';
  text: string;
}

/**
 * Collects every policy problem from now on, across navigations and reloads: the page's
 * securitypolicyviolation events (reported to the test through a binding, so nothing is lost when a
 * page unloads) and the console messages Chromium writes for a blocked load or a bad header.
 */
export async function watchPolicies(page: Page): Promise<() => PolicyReport[]> {
  const reports: PolicyReport[] = [];
  await page.exposeBinding('__reportPolicyViolation', (_source, text: string) => {
    reports.push({ source: 'event', text });
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportPolicyViolation: (text: string) => void }).__reportPolicyViolation;
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} (${event.disposition})`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    // Chromium's words for a blocked load ('… violates the following Content Security Policy directive')
    // and for a header it cannot parse ('Error with Permissions-Policy header: …').
    if (/Content[- ]Security[- ]Policy|Permissions-Policy/i.test(text)) {
      reports.push({ source: 'console', text });
    }
  });
  return () => [...reports];
}

/** Every test in tests/deploy ends by checking that the browser reported no policy problem. */
export const test = base.extend<{ policyReports: () => PolicyReport[] }>({
  policyReports: [
    async ({ page }, use) => {
      const reports = await watchPolicies(page);
      await use(reports);
      expect(reports(), 'Content-Security-Policy / Permissions-Policy problems reported by the browser').toEqual([]);
    },
    { auto: true },
  ],
});

/** The served index.html and the hashed files it names (entry script, its stylesheet). */
export async function currentBuild(request: APIRequestContext) {
  const html = await (await request.get('/')).text();
  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const stylesheet = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  if (!script || !stylesheet) throw new Error(`index.html names no entry script or stylesheet:\n${html}`);
  return { html, script, stylesheet };
}

/** Opens the demo link on a drama (English unless named) and waits for the guest to be registered. */
export async function openDemo(page: Page, drama: ExampleName<'getDramaInfo'> = 'dramaSG'): Promise<void> {
  await useExample(page, 'getDramaInfo', drama);
  await page.goto('/?info=demo-th');
  await page.waitForFunction(() => localStorage.getItem('USER_ID') !== null, undefined, { timeout: 15_000 });
}
