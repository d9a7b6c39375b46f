import type { NamespaceMoreMenuTranslation } from '../../i18n-types.js';

const ar_AE_moreMenu = {
  shareEpisode: 'مشاركة الحلقة {n}',
  linkCopied: 'تم نسخ الرابط',
  copyThisLink: 'انسخ هذا الرابط لمشاركته: {link}',
  dataSaver: 'توفير البيانات',
  saverAuto: 'تلقائي',
  saverOn: 'تشغيل',
  saverOff: 'إيقاف',
  saverAutoHint: 'يوفّر البيانات عندما يطلب هاتفك ذلك أو عندما تكون الشبكة بطيئة.',
  saverOnHint: 'لا تُحمَّل الحلقة التالية والأغلفة إلا عند الوصول إليها.',
  saverOffHint: 'تُحمَّل الحلقة التالية مسبقًا لتبدأ فورًا.',
  linkedEpisodeMissing: 'الرابط المُشارك يشير إلى حلقة غير موجودة في هذا المسلسل: حلقاته من 1 إلى {last}.',
} satisfies NamespaceMoreMenuTranslation;

export default ar_AE_moreMenu;
