import type { BaseTranslation } from '../../i18n-types.js';

const th_TH_settings = {
  bindAccount: 'ผูกบัญชีและรหัสผ่าน',
  bindNow: 'ผูกบัญชีเลย',
  bindDone: 'ผูกบัญชีเรียบร้อยแล้ว',
  bindHint: 'ผูกอีเมลและรหัสผ่านเพื่อเก็บเหรียญและตอนที่ปลดล็อกไว้ และเข้าสู่ระบบจากอุปกรณ์อื่นได้',
  boundEmail: 'อีเมลที่ผูกไว้: {email:string}',
  emailTaken: 'อีเมลนี้ถูกผูกกับบัญชีอื่นแล้ว',
} satisfies BaseTranslation;

export default th_TH_settings;
