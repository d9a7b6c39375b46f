import type { NamespaceRecordsTranslation } from '../../i18n-types.js';

const zh_Hant_TW_records = {
  rechargeTitle: '儲值紀錄',
  deductionTitle: '扣款紀錄',
  unlockSeries: '全集解鎖',
  buy: '購買',
  giveAway: '贈送',
  coins: '金幣',
  bonus: '+{coins} 贈送',
  orderId: '訂單編號：{id}',
  status: {
    PENDING: '待付款',
    PAID: '已付款',
    FAILED: '付款失敗',
    EXPIRED: '已過期',
  },
  empty: '目前沒有紀錄',
  loadMore: '載入更多',
  end: '沒有更多紀錄了',
} satisfies NamespaceRecordsTranslation;

export default zh_Hant_TW_records;
