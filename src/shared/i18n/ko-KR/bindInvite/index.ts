import type { NamespaceBindInviteTranslation } from '../../i18n-types.js';

const ko_KR_bindInvite = {
  title: '코인을 지켜 주세요',
  body: '코인은 이 브라우저에만 저장되어 있습니다. 이메일을 연동하면 어느 휴대폰이나 브라우저에서도 코인을 그대로 사용할 수 있습니다.',
  bind: '이메일 연동',
  later: '나중에',
} satisfies NamespaceBindInviteTranslation;

export default ko_KR_bindInvite;
