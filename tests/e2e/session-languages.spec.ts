import { expect, test, type Page } from '@playwright/test';
import type { ExampleName } from '../../generated/operations';
import { recordRequests, useExample, waitForUser } from './session-helpers';

// Languages (docs/product-rules.md, "Languages"): the drama's country picks the language; Arabic is right to left;
// Thai, Arabic and Korean fetch their self-hosted font (the font files: Thai's and Arabic's faces are declared in the
// app's stylesheet, Korean's in a stylesheet of its own), other languages none.

/** Opens the demo link answered with a drama, collecting the @fontsource requests (CSS and font files). */
async function openWithFonts(page: Page, drama: ExampleName<'getDramaInfo'>, title: string) {
  const fonts: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').at(-1) ?? '';
    if (/^(noto-sans-|thai-|arabic-|\d+-).*\.(css|woff2?)$/.test(name)) fonts.push(name);
  });
  const calls = recordRequests(page);
  if (drama !== 'dramaTH') await useExample(page, 'getDramaInfo', drama);
  await page.goto('/?info=demo-th');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await waitForUser(page);
  // The first visit report comes after the language is applied and the first screen is drawn.
  await expect.poll(() => calls.of('addUserAction').length, { timeout: 15_000 }).toBeGreaterThan(0);
  return fonts;
}

test('an Arabic drama renders right to left with the Arabic font', async ({ page }) => {
  const fonts = await openWithFonts(page, 'dramaAE', 'انتقام الوريثة');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect.poll(() => fonts.filter((name) => /^noto-sans-arabic-.*\.woff2$/.test(name)).length).toBeGreaterThan(0);
  expect(fonts.filter((name) => name.includes('thai') || name.includes('-kr-') || /^\d+-.*\.css$/.test(name))).toEqual(
    [],
  );
  // The layout is mirrored: the bottom navigation's first item sits at the right.
  const items = await page
    .getByRole('navigation')
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().left));
  expect(items.length).toBeGreaterThan(1);
  expect(items[0]!).toBeGreaterThan(items.at(-1)!);
});

test('a Thai drama renders left to right with the Thai font', async ({ page }) => {
  const fonts = await openWithFonts(page, 'dramaTH', 'รักร้ายของท่านประธาน');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
  await expect.poll(() => fonts.filter((name) => /^noto-sans-thai-.*\.woff2$/.test(name)).length).toBeGreaterThan(0);
  expect(fonts.filter((name) => name.includes('arabic') || name.includes('-kr-'))).toEqual([]);
});

test('an English drama loads no webfont at all', async ({ page }) => {
  const fonts = await openWithFonts(page, 'dramaSG', "The Billionaire's Second Chance");
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
  expect(fonts).toEqual([]);
});

// The visitor's language when things go wrong: the drama's whenever its country is known, else the browser's
// among the five, else English.
test.describe('without a drama to take the language from', () => {
  test.describe('a Thai phone', () => {
    test.use({ locale: 'th-TH' });

    test('a Singapore drama with no episodes is still in English (its country is known)', async ({ page }) => {
      await page.route('**/h5/drama_video/info?*', async (route) => {
        const response = await route.fetch({
          headers: { ...route.request().headers(), prefer: 'code=200, example=dramaNoEpisodes' },
        });
        const body = (await response.json()) as { data: { country: string } };
        body.data.country = 'SG';
        await route.fulfill({ response, json: body });
      });
      await page.goto('/?info=demo-sg');
      await expect(page.getByRole('heading', { name: 'Episode not found' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });

    test('no key at all: the browser language', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'ไม่พบตอนนี้' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    });
  });

  test.describe('an Arabic phone', () => {
    test.use({ locale: 'ar-SA' });

    test('a region not supported yet: Arabic, right to left', async ({ page }) => {
      await useExample(page, 'getDramaInfo', 'dramaUnsupportedRegion');
      await page.goto('/?info=demo-us');
      await expect(page.getByRole('heading', { name: 'هذه المنطقة غير مدعومة بعد' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    });
  });

  test.describe('a German phone', () => {
    test.use({ locale: 'de-DE' });

    test('an unknown drama: English, the fallback', async ({ page }) => {
      await useExample(page, 'getDramaInfo', 'dramaNotFound');
      await page.goto('/?info=unknown');
      await expect(page.getByRole('heading', { name: 'Episode not found' })).toBeVisible();
    });
  });
});

test("a failed call is told in the drama's language, not in English", async ({ page }) => {
  await page.goto('/?info=demo-th');
  await waitForUser(page);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.route('**/h5/user/balance', (route) => route.abort('connectionfailed'));
  await page.goto('/mine');
  await expect(page.getByRole('status').getByText('เครือข่ายขัดข้อง โปรดตรวจสอบการเชื่อมต่อ')).toBeVisible();
  await expect(page.getByText('Network Error')).toHaveCount(0);
});
