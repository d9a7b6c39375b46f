// Taking the coins to the phone's browser (docs/product-rules.md): "Open in browser" in More and its line after
// the tap, the offer on /recharge and on the QR page, and the word on landing with a code (accepted, and used):
// docs/screenshots/handover-<screen>-<locale>.png. Inside TikTok's browser on an iPhone; the landing in the
// phone's own browser. Prism answers: its handOverCodeCreated code, its handedOver user, or handOverUsed.

/** TikTok's in-app browser on an iPhone, as it names itself (shared/utils/in-app-browser.ts). */
const TIKTOK_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_34.1.0 JsSdk/2.0 NetType/WIFI Channel/App Store WKWebView/1 BytedanceWebview/d8a21c6';
const OPTIONS = { th: 'optionsTH', ar: 'optionsAE', en: 'optionsSG' };
const CODE = 'hov_7Qm2Kx9TzB4wLp8RcV3n';

function preferFor(language, redeem) {
  return (url) => {
    const { pathname } = new URL(url);
    if (pathname === '/h5/drama_video/info') return `code=200, example=${language.drama}`;
    if (pathname === '/h5/recharge/options') return `code=200, example=${OPTIONS[language.locale]}`;
    if (pathname === '/h5/auth/hand_over/redeem' && redeem === 'used') return 'code=410, example=handOverUsed';
    return undefined;
  };
}

export default async function handOver({
  browser,
  baseUrl,
  languages,
  newPhone,
  preferExamples,
  openDemo,
  capture,
  shotFile,
}) {
  for (const language of languages) {
    const { locale } = language;
    const file = (screen) => shotFile('handover', screen, locale);
    const inApp = await newPhone(browser, {
      reducedMotion: 'reduce',
      userAgent: TIKTOK_IOS,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const { page } = inApp;
    await preferExamples(page, /\/(h5|tt)\//, preferFor(language));
    await openDemo(page, locale);
    await page.getByRole('navigation').getByRole('button').nth(3).click();
    const sheet = page.locator('dialog[open]');
    const offer = sheet.locator('.open-in-browser__button');
    await offer.waitFor();
    await capture(page, file('more'), 600);
    await offer.click();
    await sheet.getByRole('status').waitFor();
    await capture(page, file('more-copied'), 300);

    await page.goto(`${baseUrl}/recharge?episode=6`);
    await page.getByRole('radio').first().waitFor();
    await page.locator('.wallet-recharge .open-in-browser').scrollIntoViewIfNeeded();
    await capture(page, file('recharge'), 400);
    await page.locator('.wallet-paybar__button').click();
    await page.getByTestId('pay-qr').waitFor();
    const payOffer = page.locator('.pay-same-phone .open-in-browser');
    await payOffer.scrollIntoViewIfNeeded();
    await capture(page, file('pay'), 400);
    await inApp.context.close();

    for (const [screen, redeem] of [
      ['landing', 'accepted'],
      ['landing-used', 'used'],
    ]) {
      const phone = await newPhone(browser, { reducedMotion: 'reduce' });
      await preferExamples(phone.page, /\/(h5|tt)\//, preferFor(language, redeem));
      await phone.page.goto(`${baseUrl}/?info=demo-${locale}&handOver=${CODE}`);
      await phone.page.getByRole('status').first().waitFor({ timeout: 20_000 });
      await capture(phone.page, file(screen), 300);
      await phone.context.close();
    }
  }
}
