import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import arLogin from '@/shared/i18n/ar-AE/login';
import arSettings from '@/shared/i18n/ar-AE/settings';
import { storage } from '@/shared/storage/storage';
import { clearToasts } from '@/shared/ui/toast/toast-store';
import { boundUser } from '@tests/support/fixtures';
import { enterText, envelope, renderWithProviders, stubApi } from '@tests/support/harness';
import { BindAccountScreen } from './bind-account-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

function renderBind(locale: 'en_US' | 'ar_AE' = 'en_US') {
  const props = { onBound: vi.fn(), onDone: vi.fn() };
  const result = renderWithProviders(<BindAccountScreen header={<h1>Bind account</h1>} {...props} />, { locale });
  return { ...props, ...result };
}

async function submit(
  email: string,
  password: string,
  labels = { account: 'Account', password: 'Password', bind: 'Bind now' },
) {
  const user = userEvent.setup();
  await enterText(user, await screen.findByLabelText(labels.account), email);
  await enterText(user, screen.getByLabelText(labels.password), password);
  await user.click(screen.getByRole('button', { name: labels.bind }));
}

describe('BindAccountScreen', () => {
  it("binds, says 'Binding completed', stores the e-mail and the user, reports the binding, then leaves", async () => {
    const api = stubApi({ 'POST /h5/user/resetEmailAndPassword': () => envelope(boundUser) });
    const { onBound, onDone, queryClient } = renderBind();
    expect(await screen.findByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    await submit('somchai@example.com', 's3cret-pass');

    expect(await screen.findByText('Binding completed')).toBeInTheDocument();
    expect(api.calls('POST /h5/user/resetEmailAndPassword').map((call) => call.body)).toEqual([
      { email: 'somchai@example.com', password: 's3cret-pass' },
    ]);
    expect(storage.get('EMAIL')).toBe('somchai@example.com');
    expect(onBound).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledTimes(1);
    // /mine reads the user from this query: it shows the e-mail without asking again.
    expect(queryClient.getQueryData(['get', '/h5/user/info'])).toEqual({ code: 0, data: boundUser });
  });

  it('sends nothing for an invalid e-mail, and says so in Arabic', async () => {
    const api = stubApi({});
    const { onDone } = renderBind('ar_AE');
    await submit('not-an-email', 's3cret-pass', {
      account: arLogin.account,
      password: arLogin.password,
      bind: arSettings.bindNow,
    });
    expect(await screen.findByText(arLogin.invalidEmail)).toBeInTheDocument();
    expect(api.calls()).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows an e-mail bound to another account at the field and stays', async () => {
    stubApi({
      'POST /h5/user/resetEmailAndPassword': () => envelope(null, 409, 1004, 'E-mail already bound'),
    });
    const { onBound, onDone } = renderBind();
    await submit('taken@example.com', 's3cret-pass');
    await waitFor(() =>
      expect(screen.getByLabelText('Account')).toHaveAccessibleDescription(
        'This e-mail address is already bound to another account',
      ),
    );
    expect(storage.get('EMAIL')).toBeUndefined();
    expect(onBound).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows the e-mail bound so far and starts from it', async () => {
    stubApi({});
    storage.set('EMAIL', 'old@example.com');
    renderBind();
    expect(await screen.findByText('old@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Account')).toHaveValue('old@example.com');
  });
});
