// What the screenshot sets share: the phone, the languages, choosing Prism examples with the Prefer
// header, opening the demo and taking a settled screenshot. scripts/screenshots.mjs hands these to
// each set (see `helpers()`), so every set runs on the same browser and servers.
import { resolve } from 'node:path';

/** CSS 390×844 at device scale 2, like a mid-size phone. */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/**
 * The language follows the drama's country, so each language is shot on the drama example of a
 * country that speaks it: Thai (the demo), Arabic (right to left), English.
 */
const languages = [
  { locale: 'th', drama: 'dramaTH' },
  { locale: 'ar', drama: 'dramaAE' },
  { locale: 'en', drama: 'dramaSG' },
];

const delay = (ms) => new Promise((done) => setTimeout(done, ms));

/** A fresh phone (its own storage) and a page in it; `options` adds to PHONE (e.g. reducedMotion). */
async function newPhone(browser, options = {}) {
  const context = await browser.newContext({ ...PHONE, ...options });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Prism has no state, so a screen's data is chosen with `Prefer: code=200, example=<name>`.
 * `prefer` is an example name for every request matching `pattern`, or a function of (url, method)
 * giving the whole header value, or undefined to leave the request alone.
 */
function preferExamples(page, pattern, prefer) {
  const choose = typeof prefer === 'function' ? prefer : () => `code=200, example=${prefer}`;
  return page.route(pattern, (route) => {
    const request = route.request();
    const value = choose(request.url(), request.method());
    return route.continue(value ? { headers: { ...request.headers(), prefer: value } } : undefined);
  });
}

/**
 * Answers every drama info call with the `example` Prism gives, changed by `edit(drama)`: a drama no
 * example has (a series still being released, hundreds of episodes).
 */
function stubDrama(page, example, edit) {
  return page.route('**/h5/drama_video/info**', async (route) => {
    const response = await route.fetch({
      headers: { ...route.request().headers(), prefer: `code=200, example=${example}` },
    });
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, data: edit(body.data) } });
  });
}

/** `count` episodes, every one playable (the six demo clips in turn). */
const playableEpisodes = (count) =>
  Array.from({ length: count }, (_, index) => ({
    episodeNumber: index + 1,
    videoUrl: `/demo-media/ep${(index % 6) + 1}.mp4`,
    locked: false,
  }));

/** The helpers bound to one run: the sets get these besides { browser, baseUrl, outDir }. */
export function helpers({ baseUrl, outDir }) {
  /** docs/screenshots/<feature>-<screen>-<locale>.png */
  const shotFile = (feature, screen, locale) => resolve(outDir, `${feature}-${screen}-${locale}.png`);

  /** Opens the demo link in `locale` and waits until the app has signed in (a user id is stored). */
  async function openDemo(page, locale) {
    page.on('pageerror', (error) => console.error(`[${locale}] page error: ${error.message}`));
    await page.goto(`${baseUrl}/?info=demo-${locale}`);
    await page.waitForFunction(() => localStorage.getItem('USER_ID') !== null, null, { timeout: 20_000 });
  }

  /** Waits for the fonts (and `settleMs` more), then writes the page as it is to `file`. */
  async function capture(page, file, settleMs = 0) {
    await page.evaluate(() => document.fonts.ready);
    if (settleMs) await delay(settleMs);
    await page.screenshot({ path: file });
    console.log(`wrote ${file}`);
  }

  /** Goes to `path`, waits for `ready(page)`, the fonts and a moment more, then writes `file`. */
  async function shoot(page, path, file, ready) {
    await page.goto(`${baseUrl}${path}`);
    await ready(page);
    await capture(page, file, 400);
  }

  return {
    languages,
    delay,
    newPhone,
    preferExamples,
    stubDrama,
    playableEpisodes,
    shotFile,
    openDemo,
    capture,
    shoot,
  };
}
