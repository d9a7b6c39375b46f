import type { NamespaceRecordsTranslation } from '../../i18n-types.js';

const ko_KR_records = {
  rechargeTitle: '충전 내역',
  deductionTitle: '차감 내역',
  unlockSeries: '전체 시리즈 잠금 해제',
  buy: '구매',
  giveAway: '증정',
  coins: '코인',
  bonus: '+{coins} 보너스',
  orderId: '주문 번호: {id}',
  status: {
    PENDING: '결제 대기',
    PAID: '결제 완료',
    FAILED: '결제 실패',
    EXPIRED: '기간 만료',
  },
  empty: '아직 내역이 없습니다',
  loadMore: '더 불러오기',
  end: '더 이상 내역이 없습니다',
} satisfies NamespaceRecordsTranslation;

export default ko_KR_records;
