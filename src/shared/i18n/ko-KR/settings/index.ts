import type { NamespaceSettingsTranslation } from '../../i18n-types.js';

const ko_KR_settings = {
  bindAccount: '계정 및 비밀번호 연동',
  bindNow: '지금 연동하기',
  bindDone: '연동이 완료되었습니다',
  bindHint: '이메일과 비밀번호를 연동하면 코인과 잠금 해제한 회차가 유지되고, 다른 기기에서도 로그인할 수 있습니다.',
  boundEmail: '연동된 이메일: {email}',
  emailTaken: '이미 다른 계정에 연동된 이메일입니다',
} satisfies NamespaceSettingsTranslation;

export default ko_KR_settings;
