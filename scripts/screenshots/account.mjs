// The account and legal screens (/login, /bindAccount, /settings, /policy):
// docs/screenshots/account-<screen>-<locale>.png.

const screens = [
  { name: 'login', path: '/login', ready: (page) => page.locator('.account-form').waitFor() },
  { name: 'bind-account', path: '/bindAccount', ready: (page) => page.locator('.account-form').waitFor() },
  { name: 'settings', path: '/settings', ready: (page) => page.locator('.account-list').first().waitFor() },
  { name: 'policy', path: '/policy', ready: (page) => page.locator('.legal__heading').first().waitFor() },
];

export default async function account({ browser, languages, newPhone, preferExamples, openDemo, shoot, shotFile }) {
  for (const { locale, drama } of languages) {
    const { context, page } = await newPhone(browser, { reducedMotion: 'reduce' });
    // The language follows the drama's country: the drama info call picks it.
    await preferExamples(page, /\/h5\/drama_video\/info/, drama);
    await openDemo(page, locale);
    for (const screen of screens)
      await shoot(page, screen.path, shotFile('account', screen.name, locale), screen.ready);
    await context.close();
  }
}
