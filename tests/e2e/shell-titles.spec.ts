import { expect, test, type Page } from '@playwright/test';
import { expectPlaying, navButton, openDrama } from './player-helpers';
import { demoDrama, thai } from './session-helpers';
import { createOrder, openDemo } from './wallet-helpers';

// The browser tab (and each history entry) names what is on screen, in the visitor's language: the drama
// and the episode on the player, the screen and the drama elsewhere.

const english = "The Billionaire's Second Chance";

/** Opens a screen by its address once the drama is known (the session keeps its key). */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator(`[data-route]:not([hidden])`)).toBeVisible();
}

test.describe('the tab names the screen', () => {
  test('in Thai: the player names the drama and the episode, and follows the visitor through the app', async ({
    page,
  }) => {
    await openDrama(page);
    await expect(page).toHaveTitle(`${demoDrama.title} · ตอนที่ 1`);
    await navButton(page, 'ตอน').click();
    await page.getByRole('button', { name: 'ตอนที่ 3, ฟรี' }).click();
    await expectPlaying(page, 3);
    await expect(page).toHaveTitle(`${demoDrama.title} · ตอนที่ 3`);

    await navButton(page, thai.navUser).click();
    await expect(page).toHaveTitle(`ของฉัน · ${demoDrama.title}`);
    await page.locator('[data-route="mine"]').getByRole('button', { name: thai.topUp, exact: true }).click();
    await expect(page).toHaveTitle(`เติมเงิน · ${demoDrama.title}`);
    await page.goBack();
    await expect(page).toHaveTitle(`ของฉัน · ${demoDrama.title}`);
    await page.goBack();
    // Back on the kept player, which names itself again.
    await expect(page).toHaveTitle(`${demoDrama.title} · ตอนที่ 3`);
  });

  test('in English: Me, Top up, Log in, Settings, the records and the legal texts', async ({ page }) => {
    await openDrama(page, 'dramaSG');
    await expect(page).toHaveTitle(`${english} · Episode 1`);
    for (const [path, screen] of [
      ['/mine', 'Me'],
      ['/recharge', 'Top up'],
      ['/login', 'Log in'],
      ['/settings', 'Settings'],
      ['/rechargeRecord', 'Recharge records'],
      ['/policy', 'Privacy Policy'],
    ] as const) {
      await visit(page, path);
      await expect(page, path).toHaveTitle(`${screen} · ${english}`);
    }
  });

  test('in English: Scan to pay, with an order to pay', async ({ page }) => {
    await openDemo(page);
    await createOrder(page);
    await expect(page).toHaveTitle(`Scan to pay · ${english}`);
  });

  test('in Arabic', async ({ page }) => {
    await openDrama(page, 'dramaAE');
    await expect(page).toHaveTitle('انتقام الوريثة · الحلقة 1');
    await visit(page, '/mine');
    await expect(page).toHaveTitle('حسابي · انتقام الوريثة');
    await visit(page, '/recharge');
    await expect(page).toHaveTitle('شحن الرصيد · انتقام الوريثة');
  });

  test('with no drama: what home says', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Episode not found' })).toBeVisible();
    await expect(page).toHaveTitle('Episode not found');
  });
});
