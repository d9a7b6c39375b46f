import { expect, test, type Page } from '@playwright/test';
import type { ExampleName } from '../../generated/operations';
import { recordRequests, useExample, waitForUser } from './session-helpers';

// Languages (SPEC.md section 3): the drama's country picks the language; Arabic is right to left; Thai,
// Arabic and Korean fetch their self-hosted font (the font files: Thai's and Arabic's faces are declared
// in the app's stylesheet, Korean's in a stylesheet of its own), other languages none.

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
