import type { NamespaceRechargeTranslation } from '../../i18n-types.js';

const zh_Hant_TW_recharge = {
  storedValueBalance: '儲值餘額',
  accountBalance: '帳戶餘額',
  unlockSeries: '全集解鎖',
  chooseAmount: '選擇儲值金額',
  bonus: '+{coins} 贈送',
  pay: '支付 {amount}',
  creatingOrder: '正在建立訂單…',
  unknownOutcome: '無法確認訂單，請再點一次付款，不會重複扣款。',
  waitingPayment: '還有一筆 {amount} 的付款尚未完成',
  backToPayment: '返回付款',
  best: '最划算',
  reminderTitle: '溫馨提醒',
  reminders: {
    nonRefundable: '金幣為數位商品，購買後恕不退款。',
    equalsCoins: '此金額等於 {coins} 金幣。',
    usableRightAway: '儲值後餘額可立即使用，購買劇集時將自動扣除。',
    bonusNonRefundable: '贈送的點數恕不退款。',
  },
} satisfies NamespaceRechargeTranslation;

export default zh_Hant_TW_recharge;
