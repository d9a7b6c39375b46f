import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, languages, openIn, settle, textsOf, type Language } from '../support/axe';
import { useExample } from '../support/prefer';
import { videoState } from './player-helpers';

// The player and each of its dialogs in all five languages, on the phone profile: axe finds no
// serious or critical violation, and every control is named, in the drama's language, with the
// words of the app's dictionary (src/shared/i18n), so a screen reader says what the screen shows.

test.describe.configure({ timeout: 120_000 });

const FREE_EPISODES = 5; // Every demo drama (openapi/components/examples/drama.yaml): 1-5 free, 6 locked.

/** The one open dialog, by its accessible name. */
const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

/** Waits for the first episode to play, then pauses it (with its key), so autoplay stays on it. */
async function pauseOnceStarted(page: Page): Promise<number> {
  await expect.poll(async () => (await videoState(page)).time, { message: 'the episode plays' }).toBeGreaterThan(0);
  await page.keyboard.press('k');
  await expect.poll(async () => (await videoState(page)).paused, { message: 'paused with k' }).toBe(true);
  return (await videoState(page)).episode;
}

async function closeWithEscape(page: Page, name: string): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialogNamed(page, name)).toBeHidden();
  await settle(page);
}

for (const language of Object.keys(languages) as Language[]) {
  const LL = textsOf(language);
  const nav = (page: Page, name: string) => page.getByRole('navigation').getByRole('button', { name, exact: true });

  test(`in ${language}: the player and every dialog are accessible and named in the language`, async ({ page }) => {
    await openIn(page, language);
    const episode = await pauseOnceStarted(page);
    const total = language === 'th' ? 40 : 12; // dramaTH has 40 episodes, the others 12.

    // The player: the bottom navigation, sound, play, the episode and its progress.
    for (const name of [LL.home.nav.user(), LL.home.nav.speed(), LL.home.nav.episodes(), LL.home.nav.more()])
      await expect(nav(page, name)).toBeVisible();
    await expect(page.getByRole('button', { name: LL.common.tapForSound(), exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: LL.home.player.play(), exact: true })).toBeAttached();
    await expect(page.getByRole('img', { name: LL.common.paused(), exact: true })).toBeVisible();
    await expect(page.getByRole('slider', { name: LL.common.episodeOf({ n: episode, total }) })).toBeVisible();
    await expectAccessible(page, `the player (${language})`);

    // Playback speed.
    await nav(page, LL.home.nav.speed()).click();
    const speed = dialogNamed(page, LL.home.speed.title());
    await expect(speed).toBeVisible();
    await expect(speed.getByRole('button', { name: LL.common.close(), exact: true })).toBeVisible();
    await expect(speed.getByRole('radiogroup', { name: LL.home.speed.title() })).toBeVisible();
    await expect(speed.getByRole('radio', { checked: true })).toHaveAccessibleName(
      new RegExp(`^1×\\s*${LL.home.speed.default()}$`),
    );
    await expectAccessible(page, `the speed dialog (${language})`);
    await closeWithEscape(page, LL.home.speed.title());

    // The episode list, then a locked episode's paywall from it.
    await nav(page, LL.home.nav.episodes()).click();
    const list = dialogNamed(page, LL.home.episodes.title());
    await expect(list).toBeVisible();
    await expect(
      list.getByRole('button', { name: `${LL.common.episode({ n: episode })}, ${LL.common.current()}`, exact: true }),
    ).toHaveAttribute('aria-current', 'true');
    const free = episode === 1 ? 2 : 1;
    await expect(
      list.getByRole('button', { name: `${LL.common.episode({ n: free })}, ${LL.common.free()}`, exact: true }),
    ).toBeVisible();
    const locked = list.getByRole('button', {
      name: `${LL.common.episode({ n: FREE_EPISODES + 1 })}, ${LL.common.locked()}`,
      exact: true,
    });
    await expect(locked).toBeVisible();
    await expectAccessible(page, `the episode list (${language})`);

    await locked.click();
    const unlock = dialogNamed(page, LL.home.unlock.title({ n: FREE_EPISODES + 1 }));
    await expect(unlock).toBeVisible();
    await expect(unlock.getByRole('button', { name: LL.home.unlock.unlockNow(), exact: true })).toBeEnabled();
    await expect(unlock.getByRole('button', { name: LL.home.unlock.topUpNow(), exact: true })).toBeVisible();
    await expectAccessible(page, `the unlock dialog (${language})`);
    await closeWithEscape(page, LL.home.unlock.title({ n: FREE_EPISODES + 1 }));
    // The paywall on the locked episode itself.
    await expect(page.getByText(LL.home.unlock.requiresPayment()).first()).toBeVisible();
    await expectAccessible(page, `a locked episode (${language})`);

    // Other series.
    await nav(page, LL.home.nav.more()).click();
    const others = dialogNamed(page, LL.home.others.title());
    await expect(others).toBeVisible();
    await expect(others.getByRole('listitem')).toHaveCount(4);
    await expect(others.getByText(LL.home.others.hot()).first()).toBeVisible();
    await expectAccessible(page, `the other series dialog (${language})`);
    await closeWithEscape(page, LL.home.others.title());
  });
}

for (const language of ['th', 'ar', 'en'] as const satisfies Language[]) {
  const LL = textsOf(language);

  test(`in ${language}: other series failed or empty, and the paywall without enough coins`, async ({ page }) => {
    await useExample(page, 'getBalance', 'zeroBalance');
    await useExample(page, 'getOtherDramas', 'invalidParameter');
    await openIn(page, language);
    await pauseOnceStarted(page);
    const navButton = (name: string) => page.getByRole('navigation').getByRole('button', { name, exact: true });

    await navButton(LL.home.nav.more()).click();
    const others = dialogNamed(page, LL.home.others.title());
    await expect(others.getByRole('alert')).toContainText(LL.common.error.title());
    await expectAccessible(page, `other series, failed (${language})`);
    await useExample(page, 'getOtherDramas', 'noOtherDramas');
    await others.getByRole('button', { name: LL.common.retry(), exact: true }).click();
    await expect(others.getByText(LL.home.others.empty())).toBeVisible();
    await expectAccessible(page, `other series, none (${language})`);
    await closeWithEscape(page, LL.home.others.title());

    await navButton(LL.home.nav.episodes()).click();
    await dialogNamed(page, LL.home.episodes.title())
      .getByRole('button', { name: `${LL.common.episode({ n: FREE_EPISODES + 1 })}, ${LL.common.locked()}` })
      .click();
    const unlock = dialogNamed(page, LL.home.unlock.title({ n: FREE_EPISODES + 1 }));
    await expect(unlock.getByRole('alert')).toHaveText(LL.home.unlock.insufficientBalance());
    await expect(unlock.getByRole('button', { name: LL.home.unlock.topUpNow(), exact: true })).toBeVisible();
    await expectAccessible(page, `the unlock dialog, insufficient balance (${language})`);
  });
}
