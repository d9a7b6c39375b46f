import type { BaseTranslation } from '../../i18n-types.js';

const th_TH_records = {
  rechargeTitle: 'ประวัติการเติมเงิน',
  deductionTitle: 'ประวัติการหักเหรียญ',
  unlockSeries: 'ปลดล็อกทั้งเรื่อง',
  buy: 'ซื้อ',
  giveAway: 'ของแถม',
  coins: 'เหรียญ',
  bonus: '+{coins:number} โบนัส',
  orderId: 'หมายเลขคำสั่งซื้อ: {id:string}',
  status: {
    PENDING: 'รอชำระเงิน',
    PAID: 'ชำระแล้ว',
    FAILED: 'ไม่สำเร็จ',
    EXPIRED: 'หมดอายุ',
  },
  empty: 'ยังไม่มีรายการ',
  loadMore: 'โหลดเพิ่ม',
  end: 'ไม่มีรายการเพิ่มเติม',
} satisfies BaseTranslation;

export default th_TH_records;
