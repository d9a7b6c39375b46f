import type { NamespaceBindInviteTranslation } from '../../i18n-types.js';

const en_US_bindInvite = {
  title: 'Keep your coins',
  body: 'Your coins are saved in this browser only. Bind an e-mail to keep them on any phone or browser.',
  bind: 'Bind e-mail',
  later: 'Not now',
} satisfies NamespaceBindInviteTranslation;

export default en_US_bindInvite;
