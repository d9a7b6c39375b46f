import { expect, test } from '@playwright/test';
import { credentials, openDemo, recordRequests, screenOf, useExample } from './account-fixtures';

test.describe('/login', () => {
  test("'not-an-email' is refused at the field and nothing is sent", async ({ page }) => {
    await openDemo(page);
    await page.goto('/login?redirectTo=%2Fmine');
    const login = screenOf(page, 'login');
    const recorder = recordRequests(page);
    const account = login.getByRole('textbox', { name: 'Account' });
    await account.fill('not-an-email');
    await login.getByLabel('Password', { exact: true }).fill(credentials.password);
    await login.getByRole('button', { name: 'Sign in now' }).click();

    await expect(account).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(account).toBeFocused();
    expect(recorder.to('/h5/auth/login')).toEqual([]);
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmine$/);
  });

  test('a valid login stores the token and returns to redirectTo', async ({ page }) => {
    await openDemo(page);
    const guestToken = await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'));
    await page.goto('/login?redirectTo=%2Fsettings');
    const login = screenOf(page, 'login');
    const recorder = recordRequests(page);
    await login.getByRole('textbox', { name: 'Account' }).fill(credentials.email);
    await login.getByLabel('Password', { exact: true }).fill(credentials.password);
    await login.getByRole('button', { name: 'Sign in now' }).click();

    await expect(page).toHaveURL(/\/settings$/);
    expect(recorder.to('/h5/auth/login').map((call) => call.body)).toEqual([credentials]);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('ACCESS_TOKEN'),
      email: localStorage.getItem('EMAIL'),
      userName: localStorage.getItem('USER_NAME'),
    }));
    expect(stored.token).not.toBe(guestToken);
    expect(stored).toEqual({
      token: 'eyJhbGciOiJIUzI1NiJ9.user-880012345.c2lnbmF0dXJl',
      email: credentials.email,
      userName: 'somchai',
    });
    // The settings screen it returned to knows the account is bound.
    await expect(screenOf(page, 'settings').getByText(`Bound e-mail: ${credentials.email}`)).toBeVisible();
  });

  for (const outside of ['https://example.org', '//example.org']) {
    test(`redirectTo ${outside} lands on / instead`, async ({ page }) => {
      await openDemo(page);
      await page.goto(`/login?redirectTo=${encodeURIComponent(outside)}`);
      const login = screenOf(page, 'login');
      await login.getByRole('textbox', { name: 'Account' }).fill(credentials.email);
      await login.getByLabel('Password', { exact: true }).fill(credentials.password);
      const appOrigin = new URL(page.url()).origin;
      await login.getByRole('button', { name: 'Sign in now' }).click();

      await expect(page).toHaveURL((url) => url.origin === appOrigin && url.pathname === '/');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('EMAIL'))).toBe(credentials.email);
    });
  }

  test('wrong credentials are shown at the form and in the toast', async ({ page }) => {
    await openDemo(page);
    await useExample(page, 'login', 'wrongCredentials');
    await page.goto('/login');
    const login = screenOf(page, 'login');
    await login.getByRole('textbox', { name: 'Account' }).fill(credentials.email);
    await login.getByLabel('Password', { exact: true }).fill('wrong-pass');
    await login.getByRole('button', { name: 'Sign in now' }).click();

    await expect(login.getByRole('alert')).toHaveText('Wrong e-mail or password');
    await expect(page.locator('.toast-region')).toContainText('Incorrect email or password');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('EMAIL'))).toBeNull();
  });

  test('register an account and log in binds the guest, then logs in, in that order', async ({ page }) => {
    await openDemo(page);
    await page.goto('/login?redirectTo=%2Fmine');
    const login = screenOf(page, 'login');
    const recorder = recordRequests(page);
    await login.getByRole('tab', { name: 'Register' }).click();
    await login.getByRole('textbox', { name: 'Account' }).fill(credentials.email);
    await login.getByLabel('Password', { exact: true }).fill(credentials.password);
    await login.getByRole('button', { name: 'Register an account and log in' }).click();

    await expect(page).toHaveURL(/\/mine$/);
    const accountCalls = recorder.calls.filter(
      (call) => call.path.startsWith('/h5/auth/') || call.path.startsWith('/h5/user/reset'),
    );
    expect(accountCalls).toEqual([
      { method: 'POST', path: '/h5/user/resetEmailAndPassword', body: credentials },
      { method: 'POST', path: '/h5/auth/login', body: credentials },
    ]);
    // Binding is the funnel's CompleteRegistration.
    await expect
      .poll(() => recorder.to('/tt/event/track').map((call) => (call.body as { event: string }).event))
      .toContain('CompleteRegistration');
  });

  test('in Arabic the form reads right to left', async ({ page }) => {
    await openDemo(page, 'ar');
    await page.goto('/login');
    const login = screenOf(page, 'login');
    const label = login.getByText('الحساب', { exact: true });
    await expect(label).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // The label starts at the right edge of the field, as Arabic readers expect.
    const field = login.getByRole('textbox', { name: 'الحساب' });
    const [labelBox, fieldBox] = await Promise.all([label.boundingBox(), field.boundingBox()]);
    expect(labelBox!.x + labelBox!.width).toBeGreaterThan(fieldBox!.x + fieldBox!.width - 24);
    await login.getByRole('button', { name: 'سجّل الدخول الآن' }).click();
    await expect(field).toHaveAccessibleDescription('يرجى إدخال عنوان بريد إلكتروني صالح');
  });
});
