import type { NamespaceQrTranslation } from '../../i18n-types.js';

const ar_AE_qr = {
  title: 'امسح الرمز للدفع',
  amountPayable: 'المبلغ المستحق',
  orderId: 'رقم الطلب: {id}',
  waitConfirm: 'بعد الدفع، يرجى انتظار تأكيد النظام.',
  waitReturn: 'انتظر نحو 10 ثوانٍ وستعود إلى التشغيل تلقائيًا.',
  success: 'تم الدفع! يرجى الانتظار، ستتم إعادتك إلى الصفحة الرئيسية.',
  error: 'حدث خطأ في الدفع! يرجى المحاولة مرة أخرى لاحقًا.',
  expired: 'انتهت صلاحية هذا الطلب.',
  newOrder: 'إنشاء طلب جديد',
  returning: 'العودة خلال {seconds} {{ثانية|ثانية|ثانية|ثوانٍ|ثانية|ثانية}}',
  saveImage: 'حفظ رمز QR',
  copy: 'نسخ',
  copied: 'تم النسخ',
  openPaymentPage: 'فتح صفحة الدفع',
  samePhone: 'تدفع من هذا الهاتف؟ احفظ رمز QR ثم اختره في تطبيق البنك.',
  samePhoneHold: 'تدفع من هذا الهاتف؟ اضغط مطولًا على رمز QR لحفظه، ثم اختره في تطبيق البنك.',
  pressToSave: 'اضغط مطولًا على رمز QR لحفظه',
  savedToDownloads: 'تم حفظ رمز QR في التنزيلات',
  shared: 'تمت مشاركة رمز QR',
} satisfies NamespaceQrTranslation;

export default ar_AE_qr;
