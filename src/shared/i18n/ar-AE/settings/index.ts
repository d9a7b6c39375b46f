import type { NamespaceSettingsTranslation } from '../../i18n-types.js';

const ar_AE_settings = {
  bindAccount: 'ربط الحساب وكلمة المرور',
  bindNow: 'اربط الآن',
  bindDone: 'اكتمل الربط',
  bindHint: 'اربط بريدًا إلكترونيًا وكلمة مرور للاحتفاظ بعملاتك والحلقات التي فتحتها، ولتسجيل الدخول من جهاز آخر.',
  boundEmail: 'البريد المرتبط: {email}',
  emailTaken: 'هذا البريد الإلكتروني مرتبط بحساب آخر بالفعل',
} satisfies NamespaceSettingsTranslation;

export default ar_AE_settings;
