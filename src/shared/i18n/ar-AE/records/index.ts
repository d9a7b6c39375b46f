import type { NamespaceRecordsTranslation } from '../../i18n-types.js';

const ar_AE_records = {
  rechargeTitle: 'سجل الشحن',
  deductionTitle: 'سجل الخصومات',
  unlockSeries: 'فتح المسلسل كاملًا',
  buy: 'شراء',
  giveAway: 'هدية',
  coins: 'العملات',
  bonus: '+{coins} مكافأة',
  orderId: 'رقم الطلب: {id}',
  status: {
    PENDING: 'قيد الانتظار',
    PAID: 'مدفوع',
    FAILED: 'فشل الدفع',
    EXPIRED: 'منتهي الصلاحية',
  },
  empty: 'لا توجد سجلات بعد',
  loadMore: 'تحميل المزيد',
  end: 'لا توجد سجلات أخرى',
} satisfies NamespaceRecordsTranslation;

export default ar_AE_records;
