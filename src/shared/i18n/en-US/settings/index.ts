import type { NamespaceSettingsTranslation } from '../../i18n-types.js';

const en_US_settings = {
  bindAccount: 'Bind account and password',
  bindNow: 'Bind now',
  bindDone: 'Binding completed',
  bindHint: 'Bind an e-mail and password to keep your coins and unlocked episodes, and to log in on another device.',
  boundEmail: 'Bound e-mail: {email}',
  emailTaken: 'This e-mail address is already bound to another account',
} satisfies NamespaceSettingsTranslation;

export default en_US_settings;
