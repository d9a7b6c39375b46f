// The page a browser below the support floor gets (docs/browsers.md): docs/screenshots/floor-page-<locale>.png.
// Chromium plays that browser without Array.prototype.at, one of the floor's markers; the page speaks the
// browser's language, not the drama's.
const browserLocales = { th: 'th-TH', ar: 'ar-AE', en: 'en-US' };

export default async function floor({ browser, baseUrl, languages, newPhone, shotFile, capture }) {
  for (const { locale } of languages) {
    const { context, page } = await newPhone(browser, { locale: browserLocales[locale] });
    await page.addInitScript(() => Reflect.deleteProperty(Array.prototype, 'at'));
    await page.goto(`${baseUrl}/?info=demo-${locale}`);
    await page.locator('.floor-page').waitFor();
    await capture(page, shotFile('floor', 'page', locale));
    await context.close();
  }
}
