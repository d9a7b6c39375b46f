// axe-core in the end-to-end suite, without @axe-core/playwright (it needs Node 22): the engine's
// source is injected into the page once and run there. Each check covers what the visitor can reach
// now: pages kept alive but hidden are display:none, and behind an open modal <dialog> the page is
// inert, so axe sees the dialog and what shows around it.
//
//   await expectAccessible(page, 'home, episode list (th)');
import { createRequire } from 'node:module';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { ExampleName } from '../../generated/operations';
import type { Locales, TranslationFunctions } from '../../src/shared/i18n/i18n-types';
import { i18nObject } from '../../src/shared/i18n/i18n-util';
import { loadLocale } from '../../src/shared/i18n/i18n-util.sync';
import { useExample } from './prefer';

const require = createRequire(import.meta.url);
const axeSource = (require('axe-core') as { source: string }).source;

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

export interface Violation {
  id: string;
  impact: Impact | null;
  help: string;
  /** One line per element: its selector and what axe found wrong with it. */
  nodes: string[];
}

interface AxeResult {
  id: string;
  impact?: Impact | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

declare global {
  interface Window {
    axe?: { run(context: unknown, options: unknown): Promise<{ violations: AxeResult[] }> };
  }
}

/** The five languages, each reached the way a visitor reaches it: through a drama of its country. */
export const languages = {
  th: { drama: 'dramaTH', locale: 'th-TH', lang: 'th' },
  ar: { drama: 'dramaAE', locale: 'ar-AE', lang: 'ar' },
  en: { drama: 'dramaSG', locale: 'en-US', lang: 'en' },
  ko: { drama: 'dramaKO', locale: 'ko-KR', lang: 'ko' },
  tw: { drama: 'dramaTW', locale: 'zh-Hant-TW', lang: 'zh-Hant-TW' },
} as const satisfies Record<string, { drama: ExampleName<'getDramaInfo'>; locale: Locales; lang: string }>;

export type Language = keyof typeof languages;

/** The app's own texts in a language (the dictionaries in src/shared/i18n), to name what the page must show. */
export function textsOf(language: Language): TranslationFunctions {
  const { locale } = languages[language];
  loadLocale(locale);
  return i18nObject(locale);
}

/** Opens the demo link on the drama of a language's country and waits for the guest and the first episode. */
export async function openIn(page: Page, language: Language): Promise<void> {
  await useExample(page, 'getDramaInfo', languages[language].drama);
  await page.goto('/?info=demo-th');
  await page.waitForFunction(() => localStorage.getItem('USER_ID') !== null, undefined, { timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', languages[language].lang);
}

/**
 * Waits until nothing moves: no page transition, no sheet sliding in, no fonts still loading. A toast
 * on screen is not waited out (it would cost its 2 s on screen): the page's check leaves the toast
 * region out, and toasts get their own check at rest, expectToastAccessible.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      // Nothing shown is still loading (a list, a balance, a screen's chunk).
      [...document.querySelectorAll('[aria-busy="true"]')].every((element) => !element.checkVisibility()) &&
      !document.querySelector(
        '.page--enter-go, .page--under-go, .page--exit-back, .page--reveal-back, .page--enter-back',
      ) &&
      // Spinners and the playing bars loop for ever, and the first-visit hint's arrow bounces for a few
      // seconds without changing what axe reads; everything else must have finished.
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity ||
            (animation instanceof CSSAnimation && animation.animationName === 'player-nudge'),
        ),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * Every axe violation (all the rules axe runs by default: WCAG 2.x A and AA, and best practices) on
 * the page as it is now, or only inside `scope` (a selector).
 */
export async function axeViolations(page: Page, scope?: string): Promise<Violation[]> {
  const injected = await page.evaluate(() => typeof window.axe !== 'undefined');
  if (!injected) await injectAxe(page);
  const results = await page.evaluate(async (selector) => {
    // A toast comes and goes on its own timer, maybe half-faded now: it is checked apart, at rest.
    const context = selector ? { include: [selector] } : { exclude: ['.toast-region'] };
    const { violations } = await window.axe!.run(context, { resultTypes: ['violations'] });
    return violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map(
        (node) => `${node.target.map(String).join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`,
      ),
    }));
  }, scope);
  return results;
}

/** Where the page loads axe from: an address only this test's browser context answers. */
const AXE_URL = '/__tests__/axe-core.js';
const servingAxe = new WeakSet<BrowserContext>();

/**
 * Loads axe into the page as a script the browser may cache: each page the context loads after the first
 * takes axe from its HTTP cache, compiled once (V8's code cache), where pasting its source into every
 * page made V8 compile all 500 KB again (docs/performance.md#how-long-the-tests-take).
 */
async function injectAxe(page: Page): Promise<void> {
  const context = page.context();
  if (!servingAxe.has(context)) {
    servingAxe.add(context);
    await context.route(`**${AXE_URL}`, (route) =>
      route.fulfill({ body: axeSource, contentType: 'text/javascript', headers: { 'cache-control': 'max-age=3600' } }),
    );
  }
  await page.addScriptTag({ url: AXE_URL });
}

const blocking = new Set<Impact | null>(['serious', 'critical']);

/**
 * Once the page has settled, fails with a readable list when axe finds a serious or critical
 * violation; lesser findings are printed, so they are seen without failing the run.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  await settle(page);
  report(await axeViolations(page), where);
}

/**
 * The same for the toast on screen, at rest. Its fade-out starts 2 s after it shows, which a check on
 * a busy machine can overlap, and half-faded text has no contrast to speak of: so the toast's motion
 * is switched off for the check. A toast that starts leaving then vanishes at once instead of being
 * measured half-way.
 */
export async function expectToastAccessible(page: Page, where: string): Promise<void> {
  await expect(page.locator('.toast-item:not(.toast-leaving)').first()).toBeVisible();
  const still = await page.addStyleTag({
    content: '.toast-item { animation: none !important; transition: none !important; }',
  });
  try {
    report(await axeViolations(page, '.toast-region'), `${where}, its toast`);
  } finally {
    await still.evaluate((element: HTMLElement) => element.remove());
  }
}

function report(violations: Violation[], where: string): void {
  const minor = violations.filter((violation) => !blocking.has(violation.impact));
  if (minor.length > 0) console.log(`axe (${where}), not blocking:\n${describe(minor)}`);
  const serious = violations.filter((violation) => blocking.has(violation.impact));
  expect(serious, `axe: serious or critical violations on ${where}:\n${describe(serious)}`).toEqual([]);
}

function describe(violations: Violation[]): string {
  return violations
    .map(
      (violation) =>
        `- [${violation.impact}] ${violation.id}: ${violation.help}\n    ${violation.nodes.join('\n    ')}`,
    )
    .join('\n');
}
