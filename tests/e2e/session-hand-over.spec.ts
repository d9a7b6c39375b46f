import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { phoneProfile } from '../../scripts/phone-profile.mjs';
import { handOverServer } from '../support/hand-over-server';
import { navButton } from './player-helpers';
import { openDemo, payFor, recordRequests, useExample } from './wallet-helpers';
import { inAppBrowsers } from '../support/in-app-browsers';

// "Open in browser" (docs/product-rules.md, "Taking the coins to the phone's browser"): inside an in-app
// browser the visitor takes the same user, with its coins, to the phone's own browser through a one-time link.
// Two browser contexts stand for the two browsers of one phone; one server (tests/support/hand-over-server.ts)
// serves both. iOS copies the link and says what to do; Android opens Chrome by an intent.

const userAgents = {
  tiktokIos: inAppBrowsers['TikTok on iOS'],
  facebookAndroid: inAppBrowsers['Facebook on Android'],
  instagramIos: inAppBrowsers['Instagram on iOS'],
};

// Two or three browsers, each starting the app, in one test: on a loaded machine that takes past the default.
test.describe.configure({ timeout: 120_000 });

const SAFARI_LINE = 'Link copied. Open Safari and paste it.';
const CHROME_LINE = "Opening Chrome… If it doesn't open, paste the copied link there.";
const WELCOME = 'Welcome back: your coins are here.';
const USED = 'This link was already used or has expired. Open a new one from the app to bring your coins.';
const FAILED = "Couldn't bring your coins over right now. Open the link again from the app.";

/** A browser of the phone: a context of its own (its own storage), the test's phone profile and user agent. */
async function phoneBrowser(browser: Browser, baseURL: string | undefined, userAgent = phoneProfile.userAgent) {
  const context = await browser.newContext({
    ...phoneProfile,
    deviceScaleFactor: 1,
    userAgent,
    baseURL,
    serviceWorkers: 'block',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  return context;
}

/** Opens the English demo drama in `context` and waits for its guest. */
async function openIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await openDemo(page);
  return page;
}

/** Opens a hand-over link in a new page of `context` (the English drama's answers chosen first). */
async function land(context: BrowserContext, link: string): Promise<Page> {
  const page = await context.newPage();
  await useExample(page, 'getDramaInfo', 'dramaSG');
  await page.goto(link);
  return page;
}

const toast = (where: Page | Locator, text: string) => where.getByRole('status').getByText(text);
const userIdOf = (page: Page) => page.evaluate(() => localStorage.getItem('USER_ID'));

/** The balance /mine shows (a reload of the app: the code must no longer be in the address). */
async function balanceShown(page: Page): Promise<string | null> {
  await navButton(page, 'Me').click();
  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toBeVisible();
  return balance.textContent();
}

/** More → Open in browser, once the code asked for ahead has come. */
async function tapOpenInBrowser(page: Page) {
  const asked = page.waitForResponse((response) => response.url().endsWith('/h5/auth/hand_over'));
  await navButton(page, 'More').click();
  const sheet = page.getByRole('dialog', { name: 'More series' });
  await expect(sheet.getByText("Keep watching in your phone's browser, with your coins")).toBeVisible();
  await asked;
  await sheet.getByRole('button', { name: 'Open in browser' }).click();
  return sheet;
}

const clipboardOf = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe("in TikTok's browser on iOS", () => {
  test('More → Open in browser copies a one-time link; Safari opens the same user with its coins; a second opening gets a fresh guest', async ({
    browser,
    baseURL,
  }) => {
    const inApp = await phoneBrowser(browser, baseURL, userAgents.tiktokIos);
    const safari = await phoneBrowser(browser, baseURL); // the phone's own browser, a fresh storage
    const later = await phoneBrowser(browser, baseURL);
    const server = await handOverServer([inApp, safari, later], { balances: [450] });

    const tiktok = await openIn(inApp);
    const user = await userIdOf(tiktok);
    const sheet = await tapOpenInBrowser(tiktok);
    await expect(toast(sheet, SAFARI_LINE)).toBeVisible();
    const link = await clipboardOf(tiktok);
    const code = new URL(link).searchParams.get('handOver');
    expect(code).toMatch(/^hov_test_/);
    expect(new URL(link).searchParams.get('info')).toBe('demo-th');

    const phone = await land(safari, link);
    await expect(toast(phone, WELCOME)).toBeVisible();
    expect(await userIdOf(phone)).toBe(user);
    // The code left the address at once: a reload or a copied address never carries it again.
    expect(new URL(phone.url()).searchParams.has('handOver')).toBe(false);
    expect(await balanceShown(phone)).toBe('450');

    const again = await land(later, link);
    await expect(toast(again, USED)).toBeVisible();
    await again.waitForFunction(() => localStorage.getItem('USER_ID') !== null);
    expect(await userIdOf(again)).not.toBe(user);
    expect(await balanceShown(again)).toBe('0');
    expect(server.redeemed).toEqual([code, code]);
    await server.close();
  });

  test('an expired code gives the same clear word and a fresh guest, never an error page', async ({
    browser,
    baseURL,
  }) => {
    const inApp = await phoneBrowser(browser, baseURL, userAgents.tiktokIos);
    const safari = await phoneBrowser(browser, baseURL);
    const server = await handOverServer([inApp, safari], { balances: [450] });
    const tiktok = await openIn(inApp);
    const sheet = await tapOpenInBrowser(tiktok);
    await expect(toast(sheet, SAFARI_LINE)).toBeVisible();
    const link = await clipboardOf(tiktok);

    server.later(10 * 60_000 + 1000); // the code's 10 minutes pass on the server
    const phone = await land(safari, link);
    await expect(toast(phone, USED)).toBeVisible();
    await phone.waitForFunction(() => localStorage.getItem('USER_ID') !== null);
    expect(await userIdOf(phone)).not.toBe(await userIdOf(tiktok));
    await expect(phone.getByRole('navigation')).toBeVisible(); // the player, not an error page
    await server.close();
  });
});

test.describe("in Facebook's browser on Android", () => {
  test('Open in browser opens Chrome by an intent carrying the link, which opens the same user there', async ({
    browser,
    baseURL,
  }) => {
    const inApp = await phoneBrowser(browser, baseURL, userAgents.facebookAndroid);
    const chrome = await phoneBrowser(browser, baseURL);
    const server = await handOverServer([inApp, chrome], { balances: [300] });
    // Android hands a tapped intent:// link to Chrome; this desktop Chromium cannot, so the tap is recorded.
    await inApp.addInitScript(() => {
      const intents: string[] = [];
      Object.assign(window, { intents });
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        if (this.href.startsWith('intent:')) intents.push(this.href);
        else click.call(this);
      };
    });
    const facebook = await openIn(inApp);
    const sheet = await tapOpenInBrowser(facebook);
    await expect(toast(sheet, CHROME_LINE)).toBeVisible();
    const [intent] = await facebook.evaluate(() => (window as unknown as { intents: string[] }).intents);
    expect(intent).toMatch(/^intent:\/\/[^#]+\?info=demo-th&handOver=hov_test_[^#]+#Intent;scheme=http;/);
    expect(intent).toContain(';package=com.android.chrome;');
    const fallback = decodeURIComponent(/;S\.browser_fallback_url=([^;]+);end$/.exec(intent ?? '')?.[1] ?? '');
    expect(intent).toContain(new URL(fallback).host + new URL(fallback).pathname + new URL(fallback).search);
    // The link is on the clipboard too, should the intent go nowhere.
    expect(await clipboardOf(facebook)).toBe(fallback);

    const phone = await land(chrome, fallback);
    await expect(toast(phone, WELCOME)).toBeVisible();
    expect(await userIdOf(phone)).toBe(await userIdOf(facebook));
    expect(await balanceShown(phone)).toBe('300');
    await server.close();
  });
});

test.describe("in Instagram's browser on iOS", () => {
  test('the QR page offers to pay in the phone’s browser: the link is copied, nothing is paid again, Safari has the coins', async ({
    browser,
    baseURL,
  }) => {
    const inApp = await phoneBrowser(browser, baseURL, userAgents.instagramIos);
    const safari = await phoneBrowser(browser, baseURL);
    const server = await handOverServer([inApp, safari], { balances: [120] });
    const instagram = await openIn(inApp);
    // Offered before the order too, on /recharge, under the reminders.
    await instagram.goto('/recharge');
    await expect(instagram.getByRole('button', { name: "Pay in your phone's browser" })).toBeVisible();
    const asked = instagram.waitForResponse((response) => response.url().endsWith('/h5/auth/hand_over'));
    await payFor(instagram);
    await expect(instagram.getByTestId('pay-qr')).toBeVisible();
    // On the QR page (the /recharge kept alive behind it has its own).
    const qrActions = instagram.locator('.pay-same-phone');
    await expect(
      qrActions.getByText('Payment page not opening here? Continue in your browser: your coins come along.'),
    ).toBeVisible();
    await asked;

    const inAppCalls = recordRequests(instagram);
    await qrActions.getByRole('button', { name: "Pay in your phone's browser" }).click();
    await expect(toast(instagram, SAFARI_LINE)).toBeVisible();
    const link = await clipboardOf(instagram);

    const phone = await safari.newPage();
    const phoneCalls = recordRequests(phone);
    await useExample(phone, 'getDramaInfo', 'dramaSG');
    await phone.goto(link);
    await expect(toast(phone, WELCOME)).toBeVisible();
    expect(await balanceShown(phone)).toBe('120');
    // The tap paid nothing, and the other browser repeats no paying call: one order, made once, in the app.
    const paying = (calls: ReturnType<typeof recordRequests>) =>
      calls.calls.filter((call) => call.headers['idempotency-key'] !== undefined);
    expect(paying(inAppCalls)).toEqual([]);
    expect(paying(phoneCalls)).toEqual([]);
    await server.close();
  });
});

test.describe("in the phone's own browser", () => {
  test('More has no "Open in browser": there is nowhere better to go', async ({ page }) => {
    await openDemo(page);
    await navButton(page, 'More').click();
    const sheet = page.getByRole('dialog', { name: 'More series' });
    await expect(sheet.getByRole('listitem').first()).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Open in browser' })).toHaveCount(0);
  });

  test('an exchange the server does not answer holds the start 5 s at most, and keeps the guest this browser had', async ({
    browser,
    baseURL,
  }) => {
    const chrome = await phoneBrowser(browser, baseURL);
    const server = await handOverServer([chrome]);
    const own = await openIn(chrome);
    const ownUser = await userIdOf(own);
    await own.close();

    const page = await chrome.newPage();
    await page.clock.install();
    await useExample(page, 'getDramaInfo', 'dramaSG');
    // The exchange is sent and never answered.
    let sent = () => undefined as void;
    const exchangeSent = new Promise<void>((resolve) => (sent = resolve));
    await page.route('**/h5/auth/hand_over/redeem', () => sent());
    await page.goto('/?info=demo-th&handOver=hov_never_answered_000');
    await exchangeSent;
    await page.clock.runFor(5000);
    await expect(toast(page, FAILED)).toBeVisible();
    expect(await userIdOf(page)).toBe(ownUser);
    expect(new URL(page.url()).searchParams.has('handOver')).toBe(false);
    await server.close();
  });
});
