import type { NamespaceLegalTranslation } from '../../i18n-types.js';

const zh_Hant_TW_legal = {
  policySummary:
    '我們只收集播放所需的資料：訪客 ID、您綁定的電子郵件、觀看紀錄與購買紀錄，用於維護您的帳號、保障您的金幣與已解鎖的劇集，以及評估推廣成效。我們不會出售您的資料。',
  agreementSummary:
    '使用本服務即表示您同意：金幣是用於解鎖劇集的數位商品；除法律另有規定外，購買後恕不退款；所有內容僅供個人觀看。',
} satisfies NamespaceLegalTranslation;

export default zh_Hant_TW_legal;
