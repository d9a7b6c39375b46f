// The player beyond its dialogs: the end card (complete and still being released), the player turned to
// landscape, and the episode list of a series of hundreds opened where the visitor left off:
// docs/screenshots/player-<screen>-<locale>.png. Part of the `player` set (player.mjs).

/** Waits until the current episode has played a little, so the frame shows a picture. */
async function settleVideo(page, episode) {
  await page.waitForFunction((number) => {
    const video = document.querySelector('[data-role="current"] video');
    return video && (!number || video.dataset.episode === String(number)) && video.currentTime > 1.2;
  }, episode);
}

const fontsReady = (page) => page.evaluate(() => document.fonts.ready);

/** After the last of three episodes: 'end' (a complete series) or 'end-more' (3 of 12 out). */
async function endCard(shared, { locale, drama }, screen) {
  const { browser, baseUrl, newPhone, stubDrama, playableEpisodes, shotFile } = shared;
  const { context, page } = await newPhone(browser);
  const total = screen === 'end' ? 3 : 12;
  await stubDrama(page, drama, (data) => ({
    ...data,
    totalEpisodes: total,
    freeEpisodes: 3,
    dramaUrl: playableEpisodes(3),
  }));
  await page.goto(`${baseUrl}/?info=demo-${locale}`);
  await settleVideo(page);
  await page.locator('.player-nav__item').nth(2).click();
  await page.locator('dialog[open] .player-episode').nth(2).click();
  await settleVideo(page, 3);
  await page.locator('[data-role="current"] video').evaluate((video) => (video.currentTime = video.duration - 0.3));
  await page.locator('.player-end .player-other img').first().waitFor();
  await page.waitForFunction(() => [...document.querySelectorAll('.player-end img')].every((img) => img.complete));
  await fontsReady(page);
  await page.waitForTimeout(450); // The card's fade-in.
  await page.screenshot({ path: shotFile('player', screen, locale) });
  await context.close();
}

/** The phone turned while an episode plays. */
async function landscape(shared, { locale, drama }) {
  const { browser, baseUrl, newPhone, preferExamples, shotFile } = shared;
  const { context, page } = await newPhone(browser);
  await preferExamples(page, '**/h5/drama_video/info**', drama);
  await page.goto(`${baseUrl}/?info=demo-${locale}`);
  await settleVideo(page);
  await page.setViewportSize({ width: 844, height: 390 });
  await page.waitForFunction(() => screen.orientation.type.startsWith('landscape'));
  await fontsReady(page);
  await page.waitForTimeout(500); // The resize rule's settle time: the app stays.
  await page.screenshot({ path: shotFile('player', 'landscape', locale) });
  await context.close();
}

/** 300 episodes, resumed at 250: the list opens there, with 'Go to episode'. */
async function longSeries(shared, { locale, drama }) {
  const { browser, baseUrl, newPhone, stubDrama, playableEpisodes, shotFile } = shared;
  const { context, page } = await newPhone(browser);
  await stubDrama(page, drama, (data) => ({ ...data, totalEpisodes: 300, dramaUrl: playableEpisodes(300) }));
  await page.addInitScript(() => {
    const positions = Object.fromEntries(
      ['10086', '10087', '10089'].map((id) => [id, { episodeNumber: 250, time: 1, savedAt: Date.now() }]),
    );
    localStorage.setItem('player.positions', JSON.stringify(positions));
  });
  await page.goto(`${baseUrl}/?info=demo-${locale}`);
  await settleVideo(page, 250);
  await page.locator('.player-nav__item').nth(2).click();
  await page.locator('dialog[open] .player-jump').waitFor();
  await fontsReady(page);
  await page.waitForTimeout(450); // The sheet's slide-in.
  await page.screenshot({ path: shotFile('player', 'episodes-long', locale) });
  await context.close();
}

export default async function playerExtras(shared) {
  for (const language of shared.languages) {
    await endCard(shared, language, 'end');
    await endCard(shared, language, 'end-more');
    await landscape(shared, language);
    await longSeries(shared, language);
    console.log(`screenshots: player extras ${language.locale} done`);
  }
}
