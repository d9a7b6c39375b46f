import type { NamespaceLoginTranslation } from '../../i18n-types.js';

const en_US_login = {
  register: 'Register',
  agreement: 'User Agreement',
  policy: 'Privacy Policy',
  agreeTo: 'By continuing, you agree to the {agreement} and the {policy}',
  guestLogin: 'Guest login',
  accountLogin: 'Account login',
  account: 'Account',
  accountPlaceholder: 'Enter your e-mail address',
  password: 'Password',
  passwordPlaceholder: 'Please enter your password',
  signIn: 'Sign in now',
  registerAndLogin: 'Register an account and log in',
  cancel: 'Cancel',
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 64 characters',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  wrongCredentials: 'Wrong e-mail or password',
  success: 'Logged in successfully',
  sessionExpired:
    'Your session has expired. If you bound an e-mail, log in with it to keep your coins; a guest login or a new account starts without them.',
} satisfies NamespaceLoginTranslation;

export default en_US_login;
