import type { BaseTranslation } from '../../i18n-types.js';

const th_TH_recharge = {
  storedValueBalance: 'ยอดเติมเงินคงเหลือ',
  accountBalance: 'ยอดเงินในบัญชี',
  unlockSeries: 'ปลดล็อกทั้งเรื่อง',
  chooseAmount: 'เลือกจำนวนเงินที่จะเติม',
  bonus: '+{coins:number} โบนัส',
  pay: 'ชำระ {amount:string}',
  creatingOrder: 'กำลังสร้างคำสั่งซื้อ…',
  unknownOutcome: 'ยืนยันคำสั่งซื้อไม่ได้ แตะชำระเงินอีกครั้ง ระบบจะไม่เรียกเก็บเงินซ้ำ',
  waitingPayment: 'การชำระเงิน {amount:string} ยังรอการชำระอยู่',
  backToPayment: 'กลับไปชำระเงิน',
  best: 'คุ้มที่สุด',
  reminderTitle: 'ข้อควรทราบ',
  reminders: {
    nonRefundable: 'เหรียญเป็นสินค้าดิจิทัล ไม่สามารถขอคืนเงินได้',
    equalsCoins: 'จำนวนเงินนี้เท่ากับ {coins:number} เหรียญ',
    usableRightAway: 'ใช้ยอดคงเหลือได้ทันทีหลังเติมเงิน และระบบจะหักให้อัตโนมัติเมื่อซื้อซีรีส์',
    bonusNonRefundable: 'คะแนนโบนัสไม่สามารถขอคืนได้',
  },
} satisfies BaseTranslation;

export default th_TH_recharge;
