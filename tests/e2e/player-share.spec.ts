import { expect, test, type Page } from '@playwright/test';
import { expectPlaying, navButton, openDrama, useExample, watchFirstPlay } from './player-helpers';
import { inAppBrowsers } from '../support/in-app-browsers';

// Share in More gives the promotion link at the episode on screen (docs/product-rules.md, "Sharing an episode"):
// through the phone's share sheet (navigator.share) where there is one, else copied, with a word. Opening such a
// link starts at that episode. The English drama (SG: 12 episodes, 1–5 free) through the demo key demo-th.

const TITLE = "The Billionaire's Second Chance";
const moreSheet = (page: Page) => page.getByRole('dialog', { name: 'More series' });

interface Shared {
  title?: string;
  url?: string;
}

/** A share sheet that takes what it is given (or refuses it like some in-app browsers), recorded for the test. */
async function stubShareSheet(page: Page, answer: 'accept' | 'refuse' | 'none'): Promise<() => Promise<Shared[]>> {
  await page.addInitScript((how) => {
    const w = window as unknown as { __shared: Shared[] };
    w.__shared = [];
    if (how === 'none') {
      delete (Navigator.prototype as { share?: unknown }).share;
      return;
    }
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: Shared) => {
        w.__shared.push({ title: data.title, url: data.url });
        return how === 'accept'
          ? Promise.resolve()
          : Promise.reject(new DOMException('Not allowed', 'NotAllowedError'));
      },
    });
  }, answer);
  return () => page.evaluate(() => (window as unknown as { __shared: Shared[] }).__shared);
}

async function shareFromEpisode(page: Page, episode: number): Promise<void> {
  await openDrama(page, 'dramaSG', `&episode=${episode}&ttclid=my-click`);
  await expectPlaying(page, episode);
  await navButton(page, 'More').click();
  await moreSheet(page)
    .getByRole('button', { name: `Share episode ${episode}` })
    .click();
}

test.describe('sharing an episode', () => {
  test.describe('where the browser has a share sheet (TikTok on iOS)', () => {
    test.use({ userAgent: inAppBrowsers['TikTok on iOS'] });

    test('Share gives it the title and the promotion link at this episode, without the visitor’s click id', async ({
      page,
      baseURL,
    }) => {
      const shared = await stubShareSheet(page, 'accept');
      await shareFromEpisode(page, 3);
      await expect.poll(shared).toEqual([{ title: `${TITLE} · Episode 3`, url: `${baseURL}/?info=demo-th&episode=3` }]);
      await expect(page.getByRole('status').getByText('Link copied')).toHaveCount(0);
    });
  });

  test.describe('without a share sheet (Facebook on Android)', () => {
    test.use({ userAgent: inAppBrowsers['Facebook on Android'] });

    test('Share copies the link and says so; the link opens a new visitor at that episode', async ({
      page,
      context,
      baseURL,
      browser,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await stubShareSheet(page, 'none');
      await shareFromEpisode(page, 4);
      await expect(page.getByRole('status').getByText('Link copied')).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toBe(`${baseURL}/?info=demo-th&episode=4`);

      // The friend: another phone, nothing stored.
      const friend = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await useExample(friend, 'getDramaInfo', 'dramaSG');
      await friend.goto(link);
      await expectPlaying(friend, 4);
      await friend.close();
    });
  });

  test.describe('where the share sheet refuses (Instagram on iOS)', () => {
    test.use({ userAgent: inAppBrowsers['Instagram on iOS'] });

    test('Share copies the link instead, and says so', async ({ page, context, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const shared = await stubShareSheet(page, 'refuse');
      await shareFromEpisode(page, 2);
      await expect(page.getByRole('status').getByText('Link copied')).toBeVisible();
      expect(await shared()).toHaveLength(1);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/?info=demo-th&episode=2`);
    });
  });
});

test('the other series arriving in More do not move Share and the data saver under a finger on its way', async ({
  page,
}) => {
  // The list is held until the sheet is open with its placeholders, then let through.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/h5/drama_video/link/get_other_video_link**', async (route) => {
    await held;
    await route.fallback();
  });
  await openDrama(page, 'dramaSG');
  await expectPlaying(page, 1);
  await navButton(page, 'More').click();
  const sheet = moreSheet(page);
  const share = sheet.getByRole('button', { name: 'Share episode 1' });
  await expect(sheet.getByRole('list', { name: 'Loading' })).toBeVisible();
  // Measured once the sheet has slid in (its finite animations are over; the placeholders' shimmer never ends).
  const settled = () =>
    sheet.evaluate((element) =>
      Promise.all(
        element
          .getAnimations({ subtree: true })
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished),
      ),
    );
  await settled();
  const before = await share.boundingBox();
  release();
  await expect(sheet.getByRole('button', { name: /^Hot / }).first()).toBeVisible();
  expect(await share.boundingBox()).toEqual(before);
});

test.describe('opening a shared link', () => {
  test('at a free episode plays that episode, and the address then forgets it', async ({ page }) => {
    const firstPlay = await watchFirstPlay(page);
    await openDrama(page, 'dramaSG', '&episode=5');
    await expectPlaying(page, 5);
    // The early script's prelude started that very episode: episode 1 never played first.
    expect((await firstPlay())?.episode).toBe(5);
    await expect(page).toHaveURL(/\/\?info=demo-th$/);
    // A reload resumes where the visitor is (episode 5), as any return does.
    await page.reload();
    await expectPlaying(page, 5);
  });

  test('by its short code: shared as the short code with the episode, and opened at that episode', async ({
    page,
    baseURL,
  }) => {
    await useExample(page, 'getDramaInfo', 'dramaSG');
    const shared = await stubShareSheet(page, 'accept');
    await page.goto('/Ab3x?episode=3');
    await expectPlaying(page, 3);
    await expect(page).toHaveURL((url) => url.pathname === '/' && !url.search);
    await navButton(page, 'More').click();
    await moreSheet(page).getByRole('button', { name: 'Share episode 3' }).click();
    await expect.poll(shared).toEqual([{ title: `${TITLE} · Episode 3`, url: `${baseURL}/Ab3x?episode=3` }]);
  });

  test('at a locked episode opens its paywall', async ({ page }) => {
    await openDrama(page, 'dramaSG', '&episode=8');
    await expect(page.getByRole('dialog', { name: 'Unlock Episode 8' })).toBeVisible();
  });

  for (const episode of ['13', 'abc']) {
    test(`at an episode the series does not have ("${episode}") says so and plays from the start`, async ({ page }) => {
      await openDrama(page, 'dramaSG', `&episode=${episode}`);
      await expect(
        page
          .getByRole('status')
          .getByText('The shared link names an episode this series does not have: it has episodes 1 to 12.'),
      ).toBeVisible();
      await expectPlaying(page, 1);
    });
  }
});
