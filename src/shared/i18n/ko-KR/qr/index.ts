import type { NamespaceQrTranslation } from '../../i18n-types.js';

const ko_KR_qr = {
  title: 'QR 코드를 스캔하여 결제',
  amountPayable: '결제 금액',
  orderId: '주문 번호: {id}',
  waitConfirm: '결제 후 시스템 확인을 기다려 주세요.',
  waitReturn: '약 10초 후 자동으로 재생 화면으로 돌아갑니다.',
  success: '결제가 완료되었습니다! 잠시만 기다려 주세요. 홈 화면으로 돌아갑니다.',
  error: '결제 중 오류가 발생했습니다! 잠시 후 다시 시도해 주세요.',
  expired: '주문이 만료되었습니다.',
  newOrder: '새 주문 만들기',
  returning: '{seconds}초 후 돌아갑니다',
  saveImage: 'QR 코드 저장',
  copy: '복사',
  copied: '복사되었습니다',
  openPaymentPage: '결제 페이지 열기',
  samePhone: '이 휴대폰으로 결제하시나요? QR 코드를 저장한 뒤 은행 앱에서 불러오세요.',
  samePhoneHold: '이 휴대폰으로 결제하시나요? QR 코드를 길게 눌러 저장한 뒤 은행 앱에서 불러오세요.',
  pressToSave: 'QR 코드를 길게 눌러 저장하세요',
  savedToDownloads: 'QR 코드가 다운로드 폴더에 저장되었습니다',
  shared: 'QR 코드를 공유했습니다',
} satisfies NamespaceQrTranslation;

export default ko_KR_qr;
