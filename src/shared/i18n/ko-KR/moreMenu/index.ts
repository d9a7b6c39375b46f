import type { NamespaceMoreMenuTranslation } from '../../i18n-types.js';

const ko_KR_moreMenu = {
  shareEpisode: '{n}화 공유하기',
  linkCopied: '링크를 복사했어요',
  copyThisLink: '이 링크를 복사해 공유하세요: {link}',
  dataSaver: '데이터 절약',
  saverAuto: '자동',
  saverOn: '켜기',
  saverOff: '끄기',
  saverAutoHint: '휴대폰이 요청하거나 네트워크가 느릴 때 데이터를 절약해요.',
  saverOnHint: '다음 화와 표지는 도달했을 때만 불러와요.',
  saverOffHint: '다음 화를 미리 불러와 바로 재생해요.',
  linkedEpisodeMissing: '공유된 링크의 회차가 이 시리즈에 없어요. 1~{last}화를 볼 수 있어요.',
} satisfies NamespaceMoreMenuTranslation;

export default ko_KR_moreMenu;
