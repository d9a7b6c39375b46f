import type { NamespaceBindInviteTranslation } from '../../i18n-types.js';

const ar_AE_bindInvite = {
  title: 'احتفظ بعملاتك',
  body: 'عملاتك محفوظة في هذا المتصفح فقط. اربط بريدًا إلكترونيًا لتبقى معك على أي هاتف أو متصفح.',
  bind: 'اربط بريدك',
  later: 'ليس الآن',
} satisfies NamespaceBindInviteTranslation;

export default ar_AE_bindInvite;
