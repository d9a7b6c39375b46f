// The login form in WebKit: the e-mail rule is told at the field, and nothing is sent.
import { describe, expect } from 'vitest';
import { calls } from './support/mock';
import { byRole, click, expectUrl } from './support/page';
import { openDrama, waitForGuest } from './support/player';
import { open, test } from './support/webkit';

describe('the account in WebKit', () => {
  test("'not-an-email' is refused at the field and nothing is sent", async ({ browser }) => {
    await openDrama(browser, 'dramaSG');
    await waitForGuest(browser);
    await open(browser, '/login?redirectTo=%2Fmine');
    const account = await byRole(browser, 'textbox', 'Account');
    await account.setValue('not-an-email');
    await browser.$('.page[data-route="login"] input[type="password"]').setValue('s3cret-pass');
    await click(browser, 'button', 'Sign in now');

    const field = () =>
      browser.execute(() => {
        const input = document.activeElement as HTMLInputElement | null;
        const described = input?.getAttribute('aria-describedby');
        return {
          focused: input?.getAttribute('type') ?? input?.tagName ?? null,
          description: described ? document.getElementById(described)?.textContent?.trim() : null,
        };
      });
    await expect.poll(() => field()).toEqual({ focused: 'email', description: 'Please enter a valid email address' });
    expect(await calls('/h5/auth/login')).toEqual([]);
    await expectUrl(browser, /\/login\?redirectTo=%2Fmine$/);
  });
});
