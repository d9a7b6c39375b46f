import { expect, test } from '@playwright/test';
import { credentials, openDemo, recordRequests, screenOf, useExample } from './account-fixtures';

test.describe('/settings and /bindAccount', () => {
  test("binding in settings shows 'Binding completed' and the bound e-mail", async ({ page }) => {
    await openDemo(page);
    await page.goto('/settings');
    const recorder = recordRequests(page);
    const settings = screenOf(page, 'settings');
    const bind = screenOf(page, 'bindAccount');
    await settings.getByRole('link', { name: 'Bind account and password' }).click();
    await expect(page).toHaveURL(/\/bindAccount$/);
    await bind.getByRole('textbox', { name: 'Account' }).fill(credentials.email);
    await bind.getByLabel('Password', { exact: true }).fill(credentials.password);
    await bind.getByRole('button', { name: 'Bind now' }).click();

    await expect(page.locator('.toast-region')).toContainText('Binding completed');
    // Back on the settings screen it came from, which now shows the e-mail instead of the way to bind.
    await expect(page).toHaveURL(/\/settings$/);
    await expect(settings.getByText(`Bound e-mail: ${credentials.email}`)).toBeVisible();
    await expect(settings.getByRole('link', { name: 'Bind account and password' })).toHaveCount(0);
    expect(recorder.to('/h5/user/resetEmailAndPassword').map((call) => call.body)).toEqual([credentials]);
    await expect
      .poll(() => recorder.to('/tt/event/track').map((call) => (call.body as { event: string }).event))
      .toContain('CompleteRegistration');
    expect(await page.evaluate(() => localStorage.getItem('EMAIL'))).toBe(credentials.email);
  });

  test('an e-mail bound to another account is shown at the field', async ({ page }) => {
    await openDemo(page);
    await useExample(page, 'resetEmailAndPassword', 'emailAlreadyBound');
    await page.goto('/bindAccount');
    const bind = screenOf(page, 'bindAccount');
    await bind.getByRole('textbox', { name: 'Account' }).fill('taken@example.com');
    await bind.getByLabel('Password', { exact: true }).fill(credentials.password);
    await bind.getByRole('button', { name: 'Bind now' }).click();

    await expect(bind.getByRole('textbox', { name: 'Account' })).toHaveAccessibleDescription(
      'This e-mail address is already bound to another account',
    );
    await expect(page).toHaveURL(/\/bindAccount$/);
  });
});
