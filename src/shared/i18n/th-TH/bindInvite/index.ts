import type { BaseTranslation } from '../../i18n-types.js';

const th_TH_bindInvite = {
  title: 'เก็บเหรียญของคุณไว้',
  body: 'เหรียญของคุณบันทึกอยู่ในเบราว์เซอร์นี้เท่านั้น ผูกอีเมลเพื่อใช้เหรียญได้บนทุกโทรศัพท์และทุกเบราว์เซอร์',
  bind: 'ผูกอีเมล',
  later: 'ไว้ทีหลัง',
} satisfies BaseTranslation;

export default th_TH_bindInvite;
