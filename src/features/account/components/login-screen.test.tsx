import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import arLogin from '@/shared/i18n/ar-AE/login';
import thLogin from '@/shared/i18n/th-TH/login';
import { storage } from '@/shared/storage/storage';
import { clearToasts } from '@/shared/ui/toast/toast-store';
import { boundUser, loggedIn } from '@tests/support/fixtures';
import { deferred, enterText, envelope, renderWithProviders, stubApi } from '@tests/support/harness';
import { LoginScreen } from './login-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const guest = {
  key: 'demo-th',
  drama: { dramaId: '10086', promotionLinkId: 'pl_7781', pixelId: 'CJ1PIXEL0001', siteId: 'site_th_01' },
};

function renderLogin(locale: 'en_US' | 'th_TH' | 'ar_AE' = 'en_US') {
  const props = { onSignedIn: vi.fn(), onBound: vi.fn(), onCancel: vi.fn() };
  renderWithProviders(<LoginScreen header={<h1>Log in</h1>} guest={guest} {...props} />, { locale });
  return props;
}

async function fill(email: string, password: string, { account = 'Account', passwordLabel = 'Password' } = {}) {
  const user = userEvent.setup();
  await enterText(user, await screen.findByLabelText(account), email);
  await enterText(user, screen.getByLabelText(passwordLabel), password);
  return user;
}

describe('LoginScreen, account login', () => {
  it("shows 'Please enter a valid email address' at the field and sends nothing", async () => {
    const api = stubApi({});
    const { onSignedIn } = renderLogin();
    const user = await fill('not-an-email', 's3cret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in now' }));

    const field = screen.getByLabelText('Account');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Please enter a valid email address'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(api.calls()).toHaveLength(0);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('asks for the password, and for at least 6 characters', async () => {
    stubApi({});
    renderLogin();
    const user = await fill('somchai@example.com', ' ');
    await user.clear(screen.getByLabelText('Password'));
    await user.click(screen.getByRole('button', { name: 'Sign in now' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    await enterText(user, screen.getByLabelText('Password'), '12345');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('shows the messages in Thai', async () => {
    stubApi({});
    renderLogin('th_TH');
    const user = await fill('not-an-email', '123', { account: thLogin.account, passwordLabel: thLogin.password });
    await user.click(screen.getByRole('button', { name: thLogin.signIn }));
    expect(await screen.findByText(thLogin.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText('รหัสผ่านต้องมีอย่างน้อย 6 ตัวอักษร')).toBeInTheDocument();
  });

  it('shows the messages in Arabic', async () => {
    stubApi({});
    renderLogin('ar_AE');
    const user = await fill('not-an-email', 's3cret-pass', {
      account: arLogin.account,
      passwordLabel: arLogin.password,
    });
    await user.click(screen.getByRole('button', { name: arLogin.signIn }));
    expect(await screen.findByText(arLogin.invalidEmail)).toBeInTheDocument();
  });

  it('logs in: stores the token, the user and the e-mail under the drama key, then hands over', async () => {
    const api = stubApi({ 'POST /h5/auth/login': () => envelope(loggedIn) });
    storage.set('USER_INFO_DICT', { 'demo-th': { id: '770000001', name: 'Guest_770000001', current: 3 } });
    const { onSignedIn } = renderLogin();
    const user = await fill(' somchai@example.com ', 's3cret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in now' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(api.calls('POST /h5/auth/login').map((call) => call.body)).toEqual([
      { email: 'somchai@example.com', password: 's3cret-pass' },
    ]);
    expect(storage.get('ACCESS_TOKEN')).toBe(loggedIn.token);
    expect(storage.get('USER_ID')).toBe('880012345');
    expect(storage.get('USER_NAME')).toBe('somchai');
    expect(storage.get('EMAIL')).toBe('somchai@example.com');
    expect(storage.get('USER_INFO_DICT')).toEqual({
      'demo-th': { id: '880012345', name: 'somchai', current: 0, token: loggedIn.token, email: 'somchai@example.com' },
    });
    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
  });

  it('sends one request however often the form is submitted while it runs', async () => {
    const pending = deferred();
    const api = stubApi({ 'POST /h5/auth/login': pending.handler });
    const { onSignedIn } = renderLogin();
    const user = await fill('somchai@example.com', 's3cret-pass');
    const button = screen.getByRole('button', { name: 'Sign in now' });
    const form = button.closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    fireEvent.submit(form);

    pending.resolve(envelope(loggedIn));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(api.calls('POST /h5/auth/login')).toHaveLength(1);
  });

  it('shows wrong credentials at the form as well as the toast, and stores nothing', async () => {
    storage.remove('ACCESS_TOKEN');
    stubApi({ 'POST /h5/auth/login': () => envelope(null, 400, 1003, 'Incorrect email or password') });
    const { onSignedIn } = renderLogin();
    const user = await fill('somchai@example.com', 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in now' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password');
    expect(await screen.findByText('Incorrect email or password')).toBeInTheDocument();
    expect(storage.get('ACCESS_TOKEN')).toBeUndefined();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in now' })).toBeEnabled();
  });

  it("moves from the e-mail to the password on the keyboard's Enter instead of submitting", async () => {
    const api = stubApi({ 'POST /h5/auth/login': () => envelope(loggedIn) });
    const { onSignedIn } = renderLogin();
    const user = userEvent.setup();
    await enterText(user, await screen.findByLabelText('Account'), 'somchai@example.com');
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    await enterText(user, screen.getByLabelText('Password'), 's3cret-pass');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(api.calls('POST /h5/auth/login')).toHaveLength(1);
  });

  it('shows and hides the password with a named toggle', async () => {
    stubApi({});
    renderLogin();
    const user = await fill('somchai@example.com', 's3cret-pass');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('cancels, and links to the agreement and the policy', async () => {
    stubApi({});
    const { onCancel } = renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'User Agreement' })).toHaveAttribute('href', '/agreement');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/policy');
  });
});

describe('LoginScreen, register an account and log in', () => {
  it('binds the current guest first, then logs in with the same credentials', async () => {
    const api = stubApi({
      'POST /h5/user/resetEmailAndPassword': () => envelope(boundUser),
      'POST /h5/auth/login': () => envelope(loggedIn),
    });
    const { onSignedIn, onBound } = renderLogin();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Register' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    await enterText(user, screen.getByLabelText('Account'), 'somchai@example.com');
    await enterText(user, screen.getByLabelText('Password'), 's3cret-pass');
    await user.click(screen.getByRole('button', { name: 'Register an account and log in' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    const credentials = { email: 'somchai@example.com', password: 's3cret-pass' };
    expect(api.calls().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/h5/user/resetEmailAndPassword', body: credentials },
      { method: 'POST', path: '/h5/auth/login', body: credentials },
    ]);
    expect(onBound).toHaveBeenCalledTimes(1);
    expect(storage.get('ACCESS_TOKEN')).toBe(loggedIn.token);
    expect(storage.get('EMAIL')).toBe('somchai@example.com');
  });

  it('shows an e-mail bound to another account at the e-mail field, and does not log in', async () => {
    const api = stubApi({
      'POST /h5/user/resetEmailAndPassword': () =>
        envelope(null, 409, 1004, 'This e-mail is already bound to another account'),
    });
    const { onSignedIn, onBound } = renderLogin();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Register' }));
    await enterText(user, screen.getByLabelText('Account'), 'taken@example.com');
    await enterText(user, screen.getByLabelText('Password'), 's3cret-pass');
    await user.click(screen.getByRole('button', { name: 'Register an account and log in' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Account')).toHaveAccessibleDescription(
        'This e-mail address is already bound to another account',
      ),
    );
    expect(api.calls('POST /h5/auth/login')).toHaveLength(0);
    expect(onBound).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});

describe('LoginScreen, guest login', () => {
  it("registers a fresh guest with the session's register payload and makes it current", async () => {
    storage.set('HREF', 'https://th.dramabox.example/?info=demo-th');
    storage.set('EMAIL', 'old@example.com');
    const api = stubApi({
      'POST /h5/auth/register': () =>
        envelope({ h5UserId: '990000001', username: 'Guest_990000001', token: 'guest-token' }),
    });
    const { onSignedIn } = renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Guest login' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(api.calls('POST /h5/auth/register').map((call) => call.body)).toEqual([
      { registerUrl: 'https://th.dramabox.example/?info=demo-th', ...guest.drama },
    ]);
    expect(storage.get('ACCESS_TOKEN')).toBe('guest-token');
    expect(storage.get('USER_ID')).toBe('990000001');
    expect(storage.get('EMAIL')).toBeUndefined();
    expect(storage.get('USER_INFO_DICT')?.['demo-th']).toEqual({
      id: '990000001',
      name: 'Guest_990000001',
      current: 0,
      token: 'guest-token',
    });
  });

  it('is not offered without a drama to register for', async () => {
    stubApi({});
    renderWithProviders(<LoginScreen header={null} guest={null} onSignedIn={vi.fn()} onCancel={vi.fn()} />);
    const tabs = await screen.findByRole('tablist');
    expect(within(tabs).getAllByRole('tab')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Guest login' })).not.toBeInTheDocument();
  });
});
