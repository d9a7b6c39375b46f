import type { NamespaceSettingsTranslation } from '../../i18n-types.js';

const zh_Hant_TW_settings = {
  bindAccount: '綁定帳號與密碼',
  bindNow: '立即綁定',
  bindDone: '綁定完成',
  bindHint: '綁定電子郵件與密碼，即可保留您的金幣與已解鎖的劇集，並在其他裝置上登入。',
  boundEmail: '已綁定的電子郵件：{email}',
  emailTaken: '此電子郵件已綁定其他帳號',
} satisfies NamespaceSettingsTranslation;

export default zh_Hant_TW_settings;
