import type { BaseTranslation } from '../../i18n-types.js';

const th_TH_moreMenu = {
  shareEpisode: 'แชร์ตอนที่ {n:number}',
  linkCopied: 'คัดลอกลิงก์แล้ว',
  copyThisLink: 'คัดลอกลิงก์นี้เพื่อแชร์: {link:string}',
  dataSaver: 'ประหยัดข้อมูล',
  saverAuto: 'อัตโนมัติ',
  saverOn: 'เปิด',
  saverOff: 'ปิด',
  saverAutoHint: 'ประหยัดข้อมูลเมื่อโทรศัพท์ขอ หรือเมื่อเน็ตช้า',
  saverOnHint: 'ตอนถัดไปและภาพปกจะโหลดเมื่อคุณไปถึงเท่านั้น',
  saverOffHint: 'โหลดตอนถัดไปไว้ล่วงหน้า เพื่อให้เล่นได้ทันที',
  linkedEpisodeMissing: 'ไม่พบตอนในลิงก์ที่แชร์ ซีรีส์นี้มีตอนที่ 1 ถึง {last:number}',
} satisfies BaseTranslation;

export default th_TH_moreMenu;
