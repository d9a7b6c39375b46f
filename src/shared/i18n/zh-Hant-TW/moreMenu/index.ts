import type { NamespaceMoreMenuTranslation } from '../../i18n-types.js';

const zh_Hant_TW_moreMenu = {
  shareEpisode: '分享第 {n} 集',
  linkCopied: '已複製連結',
  copyThisLink: '複製此連結即可分享：{link}',
  dataSaver: '節省流量',
  saverAuto: '自動',
  saverOn: '開啟',
  saverOff: '關閉',
  saverAutoHint: '在手機要求或網路緩慢時節省流量。',
  saverOnHint: '下一集和封面要到看到時才載入。',
  saverOffHint: '預先載入下一集，可立即播放。',
  linkedEpisodeMissing: '分享連結中的集數不存在，本劇共有第 1 到 {last} 集。',
} satisfies NamespaceMoreMenuTranslation;

export default zh_Hant_TW_moreMenu;
