import type { NamespaceRechargeTranslation } from '../../i18n-types.js';

const ko_KR_recharge = {
  storedValueBalance: '충전 잔액',
  accountBalance: '계정 잔액',
  unlockSeries: '전체 시리즈 잠금 해제',
  chooseAmount: '충전 금액 선택',
  bonus: '+{coins} 보너스',
  pay: '{amount} 결제하기',
  creatingOrder: '주문을 생성하는 중…',
  unknownOutcome: '주문을 확인하지 못했습니다. 결제를 다시 눌러 주세요. 중복 결제되지 않습니다.',
  waitingPayment: '{amount} 결제가 아직 대기 중입니다',
  backToPayment: '결제로 돌아가기',
  best: '최고 혜택',
  reminderTitle: '안내',
  reminders: {
    nonRefundable: '코인은 디지털 상품이므로 환불되지 않습니다.',
    equalsCoins: '결제 금액은 {coins}코인에 해당합니다.',
    usableRightAway: '충전한 잔액은 바로 사용할 수 있으며, 시리즈 구매 시 자동으로 차감됩니다.',
    bonusNonRefundable: '보너스 포인트는 환불되지 않습니다.',
  },
} satisfies NamespaceRechargeTranslation;

export default ko_KR_recharge;
