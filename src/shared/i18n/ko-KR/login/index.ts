import type { NamespaceLoginTranslation } from '../../i18n-types.js';

const ko_KR_login = {
  register: '회원가입',
  agreement: '이용약관',
  policy: '개인정보 처리방침',
  agreeTo: '계속하면 {agreement} 및 {policy}에 동의하게 됩니다',
  guestLogin: '게스트 로그인',
  accountLogin: '계정 로그인',
  account: '계정',
  accountPlaceholder: '이메일 주소를 입력하세요',
  password: '비밀번호',
  passwordPlaceholder: '비밀번호를 입력하세요',
  signIn: '지금 로그인',
  registerAndLogin: '계정 등록 후 로그인',
  cancel: '취소',
  invalidEmail: '올바른 이메일 주소를 입력해 주세요',
  passwordRequired: '비밀번호를 입력해 주세요',
  passwordTooShort: '비밀번호는 6자 이상이어야 합니다',
  passwordTooLong: '비밀번호는 64자 이하여야 합니다',
  showPassword: '비밀번호 표시',
  hidePassword: '비밀번호 숨기기',
  wrongCredentials: '이메일 또는 비밀번호가 올바르지 않습니다',
  success: '로그인되었습니다',
  sessionExpired:
    '로그인이 만료되었습니다. 이메일을 연결했다면 그 이메일로 로그인해 코인을 지키세요. 게스트 로그인이나 새 계정은 기존 코인 없이 시작합니다.',
} satisfies NamespaceLoginTranslation;

export default ko_KR_login;
