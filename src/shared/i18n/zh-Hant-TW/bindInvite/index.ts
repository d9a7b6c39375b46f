import type { NamespaceBindInviteTranslation } from '../../i18n-types.js';

const zh_Hant_TW_bindInvite = {
  title: '保留您的金幣',
  body: '您的金幣只儲存在這個瀏覽器中。綁定電子郵件，就能在任何手機或瀏覽器上使用。',
  bind: '綁定電子郵件',
  later: '以後再說',
} satisfies NamespaceBindInviteTranslation;

export default zh_Hant_TW_bindInvite;
