import type { NamespaceRecordsTranslation } from '../../i18n-types.js';

const en_US_records = {
  rechargeTitle: 'Recharge records',
  deductionTitle: 'Deduction records',
  unlockSeries: 'Unlock the whole series',
  buy: 'Buy',
  giveAway: 'Giveaway',
  coins: 'Coins',
  bonus: '+{coins} bonus',
  orderId: 'Order ID: {id}',
  status: {
    PENDING: 'Pending',
    PAID: 'Paid',
    FAILED: 'Failed',
    EXPIRED: 'Expired',
  },
  empty: 'No records yet',
  loadMore: 'Load more',
  end: 'No more records',
} satisfies NamespaceRecordsTranslation;

export default en_US_records;
