// The wallet screens (/mine, /recharge, /qrCode unpaid, with a payment page, in an in-app browser and paid,
// both record lists, /mine with the invitation to bind an e-mail after a first purchase):
// docs/screenshots/wallet-<screen>-<locale>.png. Each screen's data is chosen with its Prefer header
// (drama and packages per language, the second page of a record list, an order with a payment page, a
// paid order).

/** TikTok's in-app browser on an iPhone, as it names itself (shared/utils/in-app-browser.ts). */
const TIKTOK_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_34.1.0 JsSdk/2.0 NetType/WIFI Channel/App Store WKWebView/1 BytedanceWebview/d8a21c6';

/** The recharge packages shown in each language. */
const OPTIONS = { th: 'optionsTH', ar: 'optionsAE', en: 'optionsSG' };

/** The Prefer header for the examples these screenshots need. */
function preferFor(language, extra = {}) {
  return (url, method) => {
    const { pathname, searchParams } = new URL(url);
    if (pathname === '/h5/drama_video/info') return `code=200, example=${language.drama}`;
    if (pathname === '/h5/recharge/options') return `code=200, example=${OPTIONS[language.locale]}`;
    if (pathname.endsWith('_records') && searchParams.get('page') === '2') return 'code=200, example=page2';
    if (pathname.startsWith('/h5/recharge/order/') && method === 'GET' && extra.order)
      return `code=200, example=${extra.order}`;
    if (pathname === '/h5/recharge/order' && method === 'POST' && extra.create)
      return `code=200, example=${extra.create}`;
    return undefined;
  };
}

export default async function wallet({
  browser,
  baseUrl,
  languages,
  newPhone,
  preferExamples,
  openDemo,
  capture,
  shoot,
  shotFile,
}) {
  async function openApp(language, extra = {}) {
    const phone = await newPhone(browser, {
      reducedMotion: 'reduce',
      ...(extra.userAgent && { userAgent: extra.userAgent }),
    });
    await preferExamples(phone.page, /\/(h5|tt)\//, preferFor(language, extra));
    await openDemo(phone.page, language.locale);
    return phone;
  }

  for (const language of languages) {
    const { locale } = language;
    const file = (screen) => shotFile('wallet', screen, locale);
    const { context, page } = await openApp(language);
    await shoot(page, '/mine', file('mine'), (p) => p.getByTestId('wallet-balance').waitFor());
    await shoot(page, '/recharge?episode=6', file('recharge'), (p) => p.getByRole('radio').first().waitFor());
    await page.locator('.wallet-paybar__button').click();
    await page.getByTestId('pay-qr').waitFor();
    await capture(page, file('qr'));
    await shoot(page, '/paymentRecord', file('payment-records'), (p) => p.locator('.records-list').waitFor());
    await shoot(page, '/rechargeRecord', file('recharge-records'), (p) => p.locator('.records-list').waitFor());
    await context.close();

    // An order that can also be paid on the provider's page: "Open payment page" above "Save QR code".
    const linked = await openApp(language, { create: 'createdWithPaymentUrl' });
    await linked.page.goto(`${baseUrl}/recharge`);
    await linked.page.getByRole('radio').first().waitFor();
    await linked.page.locator('.wallet-paybar__button').click();
    await linked.page.locator('.pay-same-phone a').waitFor();
    await capture(linked.page, file('qr-pay-link'), 400);
    await linked.context.close();

    // In an in-app browser (TikTok's on iOS), which ignores downloads: the QR is an image to press and hold,
    // and "Save QR code" says so.
    const inApp = await openApp(language, { userAgent: TIKTOK_IOS });
    await inApp.page.goto(`${baseUrl}/recharge`);
    await inApp.page.getByRole('radio').first().waitFor();
    await inApp.page.locator('.wallet-paybar__button').click();
    await inApp.page.getByTestId('pay-qr').waitFor();
    await inApp.page.locator('.pay-same-phone button').click();
    await inApp.page.locator('.pay-same-phone__hint--note').waitFor();
    await capture(inApp.page, file('qr-in-app'));
    await inApp.context.close();

    // The paid state, mid-countdown, with the first purchase's invitation to bind an e-mail; then the same
    // invitation on /mine, where it waits until it is answered.
    const paid = await openApp(language, { order: 'orderPaid' });
    await paid.page.goto(`${baseUrl}/recharge`);
    await paid.page.getByRole('radio').first().waitFor();
    await paid.page.locator('.wallet-paybar__button').click();
    await paid.page.getByTestId('pay-countdown').waitFor();
    await paid.page.locator('.bind-invite').waitFor();
    await capture(paid.page, file('qr-paid'));
    await shoot(paid.page, '/mine', file('mine-invite'), (p) => p.locator('.bind-invite').waitFor());
    await paid.context.close();
  }
}
