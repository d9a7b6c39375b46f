import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectToastAccessible, openIn, settle, textsOf, type Language } from '../support/axe';
import { useExample } from '../support/prefer';

// axe on every route and every empty or error state, in Thai, Arabic (right to left) and English,
// on the phone profile: no serious or critical violation. The states without a drama exist only in
// the fallback language. The dialogs are in a11y-dialogs.spec.ts, the keyboard in a11y-keyboard.

test.describe.configure({ timeout: 120_000 });

/** Goes to a route and waits for its screen to be the one shown. */
async function visit(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await expect(page.locator(`.page[data-route="${route.slice(1)}"]`)).toBeVisible();
}

for (const language of ['th', 'ar', 'en'] as const satisfies Language[]) {
  const LL = textsOf(language);

  test.describe(`in ${language}`, () => {
    test('the demo link, /mine, the records and /recharge', async ({ page }) => {
      await openIn(page, language);
      await expect(page.locator('[data-role="current"] video')).toHaveCount(1);
      await expectAccessible(page, `/?info=demo-th (${language})`);
      for (const route of ['/mine', '/paymentRecord', '/rechargeRecord', '/recharge']) {
        await visit(page, route);
        await expectAccessible(page, `${route} (${language})`);
      }
    });

    test('the record lists when empty and when they fail', async ({ page }) => {
      await openIn(page, language);
      await useExample(page, 'listPaymentRecords', 'empty');
      await visit(page, '/paymentRecord');
      await expect(page.getByText(LL.records.empty())).toBeVisible();
      await expectAccessible(page, `/paymentRecord, empty (${language})`);
      await useExample(page, 'listRechargeRecords', 'invalidParameter');
      await visit(page, '/rechargeRecord');
      await expect(page.getByRole('alert').filter({ hasText: LL.common.error.title() })).toBeVisible();
      await expectToastAccessible(page, `/rechargeRecord, failed (${language})`);
      await expectAccessible(page, `/rechargeRecord, failed (${language})`);
    });

    test('/login in each tab, with its messages, /settings, /bindAccount and the legal pages', async ({ page }) => {
      await openIn(page, language);
      await visit(page, '/login');
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(2);
      await expectAccessible(page, `/login, ${LL.login.accountLogin()} (${language})`);
      await page.getByRole('button', { name: LL.login.signIn() }).click();
      await expect(page.getByText(LL.login.invalidEmail())).toBeVisible();
      await expectAccessible(page, `/login, ${LL.login.accountLogin()}, invalid (${language})`);
      await tabs.nth(1).click();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expectAccessible(page, `/login, ${LL.login.register()} (${language})`);
      await page.getByRole('button', { name: LL.login.registerAndLogin() }).click();
      await expect(page.getByText(LL.login.invalidEmail())).toBeVisible();
      await expectAccessible(page, `/login, ${LL.login.register()}, invalid (${language})`);

      for (const route of ['/settings', '/bindAccount', '/policy', '/agreement']) {
        await visit(page, route);
        await expectAccessible(page, `${route} (${language})`);
      }
    });

    test('/qrCode pending, failed, expired and paid', async ({ page }) => {
      const pay = () => page.locator('.wallet-paybar__button').filter({ visible: true }).click();
      // The page checks the order every 2 s, on Playwright's clock, which the test moves on.
      await page.clock.install();
      await openIn(page, language);
      await visit(page, '/recharge');
      await pay();
      await expect(page).toHaveURL(/\/qrCode$/);
      await expect(page.getByTestId('pay-qr')).toBeVisible();
      await expectAccessible(page, `/qrCode, pending (${language})`);
      // Prism has no state: the next status poll answers with the example chosen now.
      await useExample(page, 'getRechargeOrder', 'orderFailed');
      await page.clock.runFor(2_000);
      await expect(page.getByRole('alert').filter({ hasText: LL.qr.error() })).toBeVisible();
      await expectAccessible(page, `/qrCode, failed (${language})`);

      await useExample(page, 'getRechargeOrder', 'orderExpired');
      await page.getByRole('button', { name: LL.routes.recharge(), exact: true }).click();
      await expect(page).toHaveURL(/\/recharge$/);
      await settle(page);
      await pay();
      await expect(page.getByRole('alert').filter({ hasText: LL.qr.expired() })).toBeVisible();
      await expectAccessible(page, `/qrCode, expired (${language})`);

      await useExample(page, 'getRechargeOrder', 'orderPaid');
      await page.getByRole('button', { name: LL.qr.newOrder(), exact: true }).click();
      await expect(page.getByTestId('pay-new-balance')).toBeVisible();
      await expectAccessible(page, `/qrCode, paid (${language})`);
    });

    test("'Something went wrong' for an episode that cannot play", async ({ page }) => {
      await page.route('**/demo-media/ep1.mp4', (route) => route.fulfill({ status: 404, body: '' }));
      await openIn(page, language);
      const alert = page.getByRole('alert').filter({ hasText: LL.common.error.title() });
      await expect(alert).toBeVisible();
      await expect(alert.getByRole('button', { name: LL.common.retry(), exact: true })).toBeVisible();
      await expectAccessible(page, `an episode that cannot play (${language})`);
    });
  });
}

// Without a drama's country these come in the browser's language (the phone profile's is English); a start-up
// that fails after the Thai drama arrived comes in Thai.
const thai = textsOf('th');
const english = textsOf('en');
const states = [
  {
    name: 'This region is not supported yet',
    example: 'dramaUnsupportedRegion',
    text: english.common.regionUnsupported,
  },
  { name: 'Episode not found', example: 'dramaNotFound', text: english.common.episodeNotFound },
] as const;
for (const state of states) {
  test(`'${state.name}'`, async ({ page }) => {
    await useExample(page, 'getDramaInfo', state.example);
    await page.goto('/?info=demo-th');
    await expect(page.getByRole('heading', { name: state.text.title() })).toBeVisible();
    await expect(page.getByRole('button', { name: english.common.retry() })).toBeVisible();
    await expectAccessible(page, `'${state.name}'`);
  });
}

test("'Something went wrong' when the start-up fails", async ({ page }) => {
  // The guest cannot be registered: the start-up stops with the error and a retry.
  await useExample(page, 'registerGuest', 'invalidParameter');
  await page.goto('/?info=demo-th');
  await expect(page.getByRole('heading', { name: thai.common.error.title() })).toBeVisible();
  await expect(page.getByRole('button', { name: thai.common.retry() })).toBeVisible();
  await expectToastAccessible(page, 'a start-up that failed');
  await expectAccessible(page, 'a start-up that failed');
});
