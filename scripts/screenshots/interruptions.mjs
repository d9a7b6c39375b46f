// What the visitor sees when life interrupts a payment or the session (docs/product-rules.md):
// docs/screenshots/interruptions-<screen>-<locale>.png.
//   unlock-unknown   a lost unlock answer (a gateway's 502): the paywall says the same tap is safe
//   order-unknown    the same on the top-up page
//   paid-elsewhere   a pending order found paid when the app starts again: one short confirmation
//   login-expired    /login after a 401 met while watching

const DRAMA_IDS = { dramaTH: '10086', dramaAE: '10087', dramaSG: '10089' };
const PACKAGES = { th: 'optionsTH', ar: 'optionsAE', en: 'optionsSG' };
const GATEWAY_PAGE = { status: 502, contentType: 'text/html', body: '<html><h1>502 Bad Gateway</h1></html>' };

export default async function interruptions({
  browser,
  baseUrl,
  languages,
  newPhone,
  preferExamples,
  openDemo,
  capture,
  shotFile,
}) {
  for (const { locale, drama } of languages) {
    const file = (screen) => shotFile('interruptions', screen, locale);
    const open = async (examples = {}) => {
      const phone = await newPhone(browser, { reducedMotion: 'reduce' });
      await preferExamples(phone.page, /\/(h5|tt)\//, (url) => {
        const { pathname } = new URL(url);
        if (pathname === '/h5/drama_video/info') return `code=200, example=${drama}`;
        if (pathname === '/h5/recharge/options') return `code=200, example=${PACKAGES[locale]}`;
        return examples[pathname] ?? (pathname.startsWith('/h5/recharge/order/') ? examples.order : undefined);
      });
      return phone;
    };

    // The paywall after a lost unlock answer: the player resumes on locked episode 6, its paywall open.
    const unlock = await open();
    await unlock.page.addInitScript((dramaId) => {
      const saved = { [dramaId]: { episodeNumber: 6, time: 0, savedAt: Date.now() } };
      if (!localStorage.getItem('player.positions')) localStorage.setItem('player.positions', JSON.stringify(saved));
    }, DRAMA_IDS[drama]);
    await unlock.page.route('**/h5/drama_video/unlock', (route) => route.fulfill(GATEWAY_PAGE));
    await openDemo(unlock.page, locale);
    await unlock.page.locator('dialog[open] .player-button--primary').click();
    await unlock.page.locator('dialog[open] .player-unlock__alert').waitFor();
    await capture(unlock.page, file('unlock-unknown'), 400);
    await unlock.context.close();

    // The top-up page after a lost order answer.
    const order = await open();
    await openDemo(order.page, locale);
    await order.page.route('**/h5/recharge/order', (route) => route.fulfill(GATEWAY_PAGE));
    await order.page.goto(`${baseUrl}/recharge`);
    await order.page.locator('.wallet-paybar__button:not([disabled])').click();
    await order.page.locator('.wallet-paybar__alert').waitFor();
    await capture(order.page, file('order-unknown'), 400);
    await order.context.close();

    // Paid in the banking app while the app was gone: back on the player, one short confirmation.
    const paid = await open();
    await openDemo(paid.page, locale);
    await paid.page.goto(`${baseUrl}/recharge`);
    await paid.page.locator('.wallet-paybar__button:not([disabled])').click();
    await paid.page.getByTestId('pay-qr').waitFor();
    const later = await paid.context.newPage();
    await paid.page.close();
    await preferExamples(later, /\/h5\/recharge\/order\//, 'orderPaid');
    await preferExamples(later, /\/h5\/drama_video\/info/, drama);
    await later.goto(`${baseUrl}/?info=demo-${locale}`);
    await later.locator('.toast-item').filter({ visible: true }).waitFor();
    await capture(later, file('paid-elsewhere'), 300);
    await paid.context.close();

    // A 401 met while watching: /login says what each way in does with the coins.
    const expired = await open({ '/h5/user/balance': 'code=401, example=unauthorized' });
    await expired.page.goto(`${baseUrl}/?info=demo-${locale}`);
    await expired.page.locator('.account-login__notice').waitFor();
    await capture(expired.page, file('login-expired'), 400);
    await expired.context.close();
  }
}
