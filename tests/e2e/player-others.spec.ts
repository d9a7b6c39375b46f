import { expect, test } from '@playwright/test';
import { expectPlaying, navButton, openDrama, useExample } from './player-helpers';

test.describe('other series', () => {
  test('lists the other series with the Hot tag and opens the chosen link', async ({ page }) => {
    await openDrama(page);
    await expectPlaying(page, 1);
    await navButton(page, 'เพิ่มเติม').click();
    const dialog = page.getByRole('dialog', { name: 'ซีรีส์อื่น ๆ' });
    const items = dialog.getByRole('listitem');
    await expect(items).toHaveCount(4);
    await expect(items.nth(0)).toContainText('ภรรยาลับของมหาเศรษฐี');
    await expect(items.nth(0)).toContainText('มาแรง');
    await expect(dialog.getByText('มาแรง', { exact: true })).toHaveCount(2);
    await expect(items.nth(2)).not.toContainText('มาแรง');

    // The promotion link leaves the app; answer it here instead of the real site.
    await page.route('https://th.dramabox.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Other drama</title>' }),
    );
    await items.nth(1).getByRole('button').click();
    await expect(page).toHaveURL('https://th.dramabox.example/?info=demo-th-10096');
  });

  test('says so when there are no other series', async ({ page }) => {
    await useExample(page, 'getOtherDramas', 'noOtherDramas');
    await openDrama(page);
    await expectPlaying(page, 1);
    await navButton(page, 'เพิ่มเติม').click();
    const dialog = page.getByRole('dialog', { name: 'ซีรีส์อื่น ๆ' });
    await expect(dialog.getByText('ยังไม่มีซีรีส์อื่น')).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(0);
  });
});
