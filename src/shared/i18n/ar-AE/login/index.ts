import type { NamespaceLoginTranslation } from '../../i18n-types.js';

const ar_AE_login = {
  register: 'إنشاء حساب',
  agreement: 'اتفاقية المستخدم',
  policy: 'سياسة الخصوصية',
  agreeTo: 'بالمتابعة، فإنك توافق على {agreement} و{policy}',
  guestLogin: 'الدخول كزائر',
  accountLogin: 'الدخول بالحساب',
  account: 'الحساب',
  accountPlaceholder: 'أدخل بريدك الإلكتروني',
  password: 'كلمة المرور',
  passwordPlaceholder: 'يرجى إدخال كلمة المرور',
  signIn: 'سجّل الدخول الآن',
  registerAndLogin: 'أنشئ حسابًا وسجّل الدخول',
  cancel: 'إلغاء',
  invalidEmail: 'يرجى إدخال عنوان بريد إلكتروني صالح',
  passwordRequired: 'كلمة المرور مطلوبة',
  passwordTooShort: 'يجب أن تتكون كلمة المرور من 6 أحرف على الأقل',
  passwordTooLong: 'يجب ألا تزيد كلمة المرور على 64 حرفًا',
  showPassword: 'إظهار كلمة المرور',
  hidePassword: 'إخفاء كلمة المرور',
  wrongCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  success: 'تم تسجيل الدخول بنجاح',
  sessionExpired:
    'انتهت صلاحية جلستك. إذا ربطت بريدًا إلكترونيًا فسجّل الدخول به للاحتفاظ بعملاتك؛ الدخول كزائر أو الحساب الجديد يبدأ بدونها.',
} satisfies NamespaceLoginTranslation;

export default ar_AE_login;
