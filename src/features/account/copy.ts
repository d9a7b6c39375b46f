import { useAppLocale } from '@/shared/i18n/i18n-provider';
import type { AppLocale } from '@/shared/i18n/locale';

// Texts this feature needs that the shared dictionaries do not have yet. They belong in
// src/shared/i18n (login.passwordTooShort, login.passwordTooLong, login.showPassword,
// login.hidePassword, settings.bindHint); until they move there they live here, in all five languages, so no
// screen falls back to English.
type CopyKey = 'passwordTooShort' | 'passwordTooLong' | 'showPassword' | 'hidePassword' | 'bindHint';

const copy: Record<AppLocale, Record<CopyKey, string>> = {
  th_TH: {
    passwordTooShort: 'รหัสผ่านต้องมีอย่างน้อย 6 ตัวอักษร',
    passwordTooLong: 'รหัสผ่านต้องมีไม่เกิน 64 ตัวอักษร',
    showPassword: 'แสดงรหัสผ่าน',
    hidePassword: 'ซ่อนรหัสผ่าน',
    bindHint: 'ผูกอีเมลและรหัสผ่านเพื่อเก็บเหรียญและตอนที่ปลดล็อกไว้ และเข้าสู่ระบบจากอุปกรณ์อื่นได้',
  },
  ar_AE: {
    passwordTooShort: 'يجب أن تتكون كلمة المرور من 6 أحرف على الأقل',
    passwordTooLong: 'يجب ألا تزيد كلمة المرور على 64 حرفًا',
    showPassword: 'إظهار كلمة المرور',
    hidePassword: 'إخفاء كلمة المرور',
    bindHint: 'اربط بريدًا إلكترونيًا وكلمة مرور للاحتفاظ بعملاتك والحلقات التي فتحتها، ولتسجيل الدخول من جهاز آخر.',
  },
  zh_TW: {
    passwordTooShort: '密碼至少需要 6 個字元',
    passwordTooLong: '密碼不可超過 64 個字元',
    showPassword: '顯示密碼',
    hidePassword: '隱藏密碼',
    bindHint: '綁定電子郵件與密碼，即可保留您的金幣與已解鎖的劇集，並在其他裝置上登入。',
  },
  en_US: {
    passwordTooShort: 'Password must be at least 6 characters',
    passwordTooLong: 'Password must be at most 64 characters',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    bindHint: 'Bind an e-mail and password to keep your coins and unlocked episodes, and to log in on another device.',
  },
  kr_KO: {
    passwordTooShort: '비밀번호는 6자 이상이어야 합니다',
    passwordTooLong: '비밀번호는 64자 이하여야 합니다',
    showPassword: '비밀번호 표시',
    hidePassword: '비밀번호 숨기기',
    bindHint: '이메일과 비밀번호를 연동하면 코인과 잠금 해제한 회차가 유지되고, 다른 기기에서도 로그인할 수 있습니다.',
  },
};

export function useAccountCopy() {
  return copy[useAppLocale()];
}
