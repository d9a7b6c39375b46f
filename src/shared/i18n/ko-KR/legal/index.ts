import type { NamespaceLegalTranslation } from '../../i18n-types.js';

const ko_KR_legal = {
  policySummary:
    '저희는 시청에 필요한 정보만 수집합니다. 게스트 아이디, 연동한 경우 이메일 주소, 시청 기록과 구매 내역이 이에 해당하며, 계정 운영, 코인과 잠금 해제한 회차 보호, 프로모션 성과 측정에 사용됩니다. 저희는 회원님의 정보를 판매하지 않습니다.',
  agreementSummary:
    '본 서비스를 이용하면 코인이 회차 잠금 해제를 위한 디지털 상품이라는 점, 법률에서 달리 정한 경우를 제외하고 구매 후 환불되지 않는다는 점, 모든 콘텐츠는 개인 시청 용도로만 제공된다는 점에 동의하는 것으로 간주됩니다.',
} satisfies NamespaceLegalTranslation;

export default ko_KR_legal;
