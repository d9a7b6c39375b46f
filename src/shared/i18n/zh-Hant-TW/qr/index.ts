import type { NamespaceQrTranslation } from '../../i18n-types.js';

const zh_Hant_TW_qr = {
  title: '掃碼付款',
  amountPayable: '應付金額',
  orderId: '訂單編號：{id}',
  waitConfirm: '付款後請等待系統確認。',
  waitReturn: '約需等待 10 秒，之後將自動返回播放。',
  success: '付款完成！請稍候，即將返回首頁。',
  error: '付款發生錯誤！請稍後再試。',
  expired: '此訂單已過期。',
  newOrder: '重新建立訂單',
  returning: '{seconds} 秒後返回',
  saveImage: '儲存 QR 碼',
  copy: '複製',
  copied: '已複製',
  openPaymentPage: '開啟付款頁面',
  samePhone: '在這支手機上付款？先儲存 QR 碼，再到銀行 App 中選取這張圖片。',
  samePhoneHold: '在這支手機上付款？長按 QR 碼儲存圖片，再到銀行 App 中選取這張圖片。',
  pressToSave: '長按 QR 碼即可儲存',
  savedToDownloads: 'QR 碼已儲存到下載項目',
  shared: '已分享 QR 碼',
} satisfies NamespaceQrTranslation;

export default zh_Hant_TW_qr;
