// The home screen and its dialogs (episodes, speed, other series, unlock), then the end card, landscape
// and a long series' episode list (player-extras.mjs): docs/screenshots/player-<screen>-<locale>.png.
import playerExtras from './player-extras.mjs';

/** Waits until the current episode has played a little, so the frame shows a picture. */
async function settleVideo(page) {
  await page.waitForFunction(() => {
    const video = document.querySelector('[data-role="current"] video');
    return video && video.currentTime > 1.2;
  });
}

export default async function player(shared) {
  await playerScreens(shared);
  await playerExtras(shared);
}

async function playerScreens({ browser, baseUrl, languages, newPhone, preferExamples, shotFile }) {
  for (const { locale, drama } of languages) {
    const { context, page } = await newPhone(browser);
    // Prism picks the drama (and so the language) by the Prefer header.
    await preferExamples(page, '**/h5/drama_video/info**', drama);
    const file = (screen) => shotFile('player', screen, locale);
    const nav = (index) => page.locator('.player-nav__item').nth(index).click();
    const dialog = () => page.locator('dialog[open]');
    const closeDialog = async () => {
      await page.keyboard.press('Escape');
      await dialog().waitFor({ state: 'detached' });
    };
    const shotDialog = async (screen) => {
      await dialog().waitFor();
      await page.waitForTimeout(450); // The sheet's slide-in.
      await page.screenshot({ path: file(screen) });
    };

    await page.goto(`${baseUrl}/?info=demo-${locale}`);
    await settleVideo(page);
    await page.screenshot({ path: file('home') });

    // Mid-swipe, the finger held: the next episode's slide follows it in.
    await page.mouse.move(195, 620);
    await page.mouse.down();
    await page.mouse.move(195, 320, { steps: 6 });
    await page.screenshot({ path: file('swiping') });
    await page.mouse.move(195, 620, { steps: 6 });
    await page.mouse.up();

    await nav(2);
    await shotDialog('episodes');
    await closeDialog();

    await nav(1);
    await shotDialog('speed');
    await closeDialog();

    await nav(3);
    await page.locator('.player-other img').first().waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('.player-other img')].every((img) => img.complete));
    await shotDialog('more');
    // Under the list, scrolled to the end: share this episode and the data-saver choice.
    await page.locator('.player-more-actions').evaluate((actions) => {
      const content = actions.closest('.player-sheet__content');
      if (content) content.scrollTop = content.scrollHeight;
    });
    await page.screenshot({ path: file('more-actions') });
    await closeDialog();

    await nav(2);
    await dialog().waitFor();
    await page.locator('.player-episode--locked').first().click();
    await page.locator('.player-unlock[open] .player-unlock__balance-value').filter({ hasText: /\d/ }).waitFor();
    await shotDialog('unlock');

    await context.close();
    console.log(`screenshots: player ${locale} done`);
  }
}
