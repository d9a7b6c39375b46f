// Finding what the visitor sees in WebKit, by role and accessible name as the Playwright specs do
// (WebDriver has no such locator): a small in-page lookup over the roles these journeys use, waited for.
import { expect } from 'vitest';
import type { Browser } from './webkit';

export type Role = 'button' | 'dialog' | 'heading' | 'radio' | 'textbox';

/** A name to match: the whole accessible name, or a pattern inside it. */
export type Name = string | RegExp;

interface Query {
  role: Role;
  name: string;
  pattern: { source: string; flags: string } | null;
  within: string | null;
}

/**
 * Runs in the page: the first visible element with `role` whose name matches, inside the open modal
 * dialog when `within` names a dialog. The name is aria-labelledby's text, aria-label, a field's label,
 * or the text content without aria-hidden parts, whitespace collapsed: enough for this app's markup.
 */
function findInPage(query: Query): Element | null {
  const selectors: Record<Role, string> = {
    button: 'button, [role="button"]',
    dialog: 'dialog, [role="dialog"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    radio: 'input[type="radio"], [role="radio"]',
    textbox: 'input:not([type]), input[type="text"], input[type="email"], textarea, [role="textbox"]',
  };
  // Text content without what is hidden from assistive technology (aria-hidden marks and numbers).
  const textOf = (node: Node): string =>
    node.nodeType === Node.TEXT_NODE
      ? (node.textContent ?? '')
      : node instanceof Element && node.getAttribute('aria-hidden') === 'true'
        ? ''
        : [...node.childNodes].map(textOf).join(' ');
  const text = (node: Element | null) => (node ? textOf(node) : '').replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return labelledBy
        .split(/\s+/)
        .map((id) => text(document.getElementById(id)))
        .join(' ');
    const label = element.getAttribute('aria-label');
    if (label) return label.trim();
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length) return text(labels[0]!);
    return text(element);
  };
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const pattern = query.pattern && new RegExp(query.pattern.source, query.pattern.flags);
  const matches = (name: string) => (pattern ? pattern.test(name) : name === query.name);
  let scope: ParentNode = document;
  if (query.within) {
    const dialog = [...document.querySelectorAll('dialog[open]')].find((each) => nameOf(each) === query.within);
    if (!dialog) return null;
    scope = dialog;
  }
  return (
    [...scope.querySelectorAll(selectors[query.role]!)].find(
      (element) => visible(element) && matches(nameOf(element)),
    ) ?? null
  );
}

function query(role: Role, name: Name, within?: string): Query {
  return {
    role,
    name: typeof name === 'string' ? name : '',
    pattern: typeof name === 'string' ? null : { source: name.source, flags: name.flags },
    within: within ?? null,
  };
}

/** Resolves with the element once one is shown (within 10 s), or fails naming what was looked for. */
export async function byRole(browser: Browser, role: Role, name: Name, options: { within?: string } = {}) {
  const wanted = query(role, name, options.within);
  let found: WebdriverIO.Element | null = null;
  const where = async () => `${await browser.getUrl()}, ${(await pageText(browser)).slice(0, 200)}`;
  await browser
    .waitUntil(
      async () => {
        const element = (await browser.execute(findInPage, wanted)) as unknown;
        found = element ? ((await browser.$(element as never)) as unknown as WebdriverIO.Element) : null;
        return found !== null;
      },
      {
        timeout: 10_000,
        interval: 150,
        timeoutMsg: `no ${role} named ${String(name)}${options.within ? ` in the dialog ${options.within}` : ''} shown`,
      },
    )
    .catch(async (error: Error) => {
      throw new Error(`${error.message} (the page: ${await where()})`, { cause: error });
    });
  return found!;
}

/** Whether such an element is shown now. */
export async function isShown(browser: Browser, role: Role, name: Name, options: { within?: string } = {}) {
  return Boolean(await browser.execute(findInPage, query(role, name, options.within)));
}

/**
 * Clicks the element as a pointer would (WebDriver's element click), once it stands still: WebDriver
 * clicks where the element is when asked, so one in a sheet still sliding in would be missed.
 */
export async function click(browser: Browser, role: Role, name: Name, options: { within?: string } = {}) {
  const element = await byRole(browser, role, name, options);
  // Brought into view first, as a visitor scrolls to it: WebKit's driver can refuse a control low in a scrolling
  // sheet as not interactable (seen once in three under load, the data-saver radios in More).
  await browser.execute((node: HTMLElement) => node.scrollIntoView({ block: 'nearest' }), element);
  let last = '';
  await browser.waitUntil(
    async () => {
      const box = JSON.stringify(await browser.execute((node: HTMLElement) => node.getBoundingClientRect(), element));
      const still = box === last;
      last = box;
      return still;
    },
    { timeout: 5_000, interval: 100, timeoutMsg: `the ${role} ${String(name)} kept moving` },
  );
  await element.click();
}

/** The text the page shows, whitespace collapsed (what a visitor reads). */
function pageText(browser: Browser): Promise<string> {
  return browser.execute(() => document.body.innerText.replace(/\s+/g, ' '));
}

/** Waits until the page shows `text` (within 10 s). */
export async function expectText(browser: Browser, text: string | RegExp): Promise<void> {
  await expect
    .poll(() => pageText(browser), { timeout: 10_000, interval: 200 })
    .toMatch(typeof text === 'string' ? new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : text);
}

/** Waits until the address matches. */
export async function expectUrl(browser: Browser, pattern: RegExp): Promise<void> {
  await expect.poll(() => browser.getUrl(), { timeout: 10_000, interval: 200 }).toMatch(pattern);
}

/** A localStorage value of the page. */
export function stored(browser: Browser, key: string): Promise<string | null> {
  return browser.execute((name: string) => localStorage.getItem(name), key);
}
