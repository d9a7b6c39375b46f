import type { BaseTranslation } from '../../i18n-types.js';

const th_TH_login = {
  register: 'ลงทะเบียน',
  agreement: 'ข้อตกลงผู้ใช้',
  policy: 'นโยบายความเป็นส่วนตัว',
  agreeTo: 'เมื่อดำเนินการต่อ ถือว่าคุณยอมรับ {agreement:string} และ {policy:string}',
  guestLogin: 'เข้าสู่ระบบแบบผู้เยี่ยมชม',
  accountLogin: 'เข้าสู่ระบบด้วยบัญชี',
  account: 'บัญชี',
  accountPlaceholder: 'กรอกอีเมลของคุณ',
  password: 'รหัสผ่าน',
  passwordPlaceholder: 'โปรดกรอกรหัสผ่าน',
  signIn: 'เข้าสู่ระบบทันที',
  registerAndLogin: 'ลงทะเบียนบัญชีและเข้าสู่ระบบ',
  cancel: 'ยกเลิก',
  invalidEmail: 'โปรดกรอกอีเมลที่ถูกต้อง',
  passwordRequired: 'จำเป็นต้องกรอกรหัสผ่าน',
  passwordTooShort: 'รหัสผ่านต้องมีอย่างน้อย 6 ตัวอักษร',
  passwordTooLong: 'รหัสผ่านต้องมีไม่เกิน 64 ตัวอักษร',
  showPassword: 'แสดงรหัสผ่าน',
  hidePassword: 'ซ่อนรหัสผ่าน',
  wrongCredentials: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
  success: 'เข้าสู่ระบบสำเร็จ',
  sessionExpired:
    'เซสชันหมดอายุแล้ว หากคุณผูกอีเมลไว้ โปรดเข้าสู่ระบบด้วยอีเมลนั้นเพื่อเก็บเหรียญของคุณ การเข้าสู่ระบบแบบผู้เยี่ยมชมหรือบัญชีใหม่จะเริ่มต้นโดยไม่มีเหรียญเดิม',
} satisfies BaseTranslation;

export default th_TH_login;
