import type { NamespaceRechargeTranslation } from '../../i18n-types.js';

const ar_AE_recharge = {
  storedValueBalance: 'الرصيد المشحون',
  accountBalance: 'رصيد الحساب',
  unlockSeries: 'فتح المسلسل كاملًا',
  chooseAmount: 'اختر مبلغ الشحن',
  bonus: '+{coins} مكافأة',
  pay: 'ادفع {amount}',
  creatingOrder: 'جارٍ إنشاء الطلب…',
  unknownOutcome: 'تعذّر تأكيد طلبك. اضغط على الدفع مرة أخرى، ولن يتم الخصم مرتين.',
  waitingPayment: 'لا تزال دفعة بقيمة {amount} بانتظار السداد',
  backToPayment: 'العودة إلى الدفع',
  best: 'أفضل قيمة',
  reminderTitle: 'تنبيه',
  reminders: {
    nonRefundable: 'العملات منتجات رقمية وغير قابلة للاسترداد.',
    equalsCoins: 'هذا المبلغ يعادل {coins} {{عملة|عملة|عملة|عملات|عملة|عملة}}.',
    usableRightAway: 'يمكن استخدام الرصيد فور الشحن، ويُخصم تلقائيًا عند شراء مسلسل.',
    bonusNonRefundable: 'نقاط المكافأة غير قابلة للاسترداد.',
  },
} satisfies NamespaceRechargeTranslation;

export default ar_AE_recharge;
