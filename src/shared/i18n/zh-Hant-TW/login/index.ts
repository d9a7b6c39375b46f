import type { NamespaceLoginTranslation } from '../../i18n-types.js';

const zh_Hant_TW_login = {
  register: '註冊',
  agreement: '使用者協議',
  policy: '隱私權政策',
  agreeTo: '繼續即表示您同意{agreement}及{policy}',
  guestLogin: '訪客登入',
  accountLogin: '帳號登入',
  account: '帳號',
  accountPlaceholder: '請輸入電子郵件地址',
  password: '密碼',
  passwordPlaceholder: '請輸入密碼',
  signIn: '立即登入',
  registerAndLogin: '註冊帳號並登入',
  cancel: '取消',
  invalidEmail: '請輸入有效的電子郵件地址',
  passwordRequired: '請輸入密碼',
  passwordTooShort: '密碼至少需要 6 個字元',
  passwordTooLong: '密碼不可超過 64 個字元',
  showPassword: '顯示密碼',
  hidePassword: '隱藏密碼',
  wrongCredentials: '電子郵件或密碼錯誤',
  success: '登入成功',
  sessionExpired: '登入已過期。若您曾綁定電子郵件，請用它登入以保留金幣；訪客登入或新帳號將不含原有金幣。',
} satisfies NamespaceLoginTranslation;

export default zh_Hant_TW_login;
