import type { NamespaceMoreMenuTranslation } from '../../i18n-types.js';

const en_US_moreMenu = {
  shareEpisode: 'Share episode {n}',
  linkCopied: 'Link copied',
  copyThisLink: 'Copy this link to share it: {link}',
  dataSaver: 'Data saver',
  saverAuto: 'Automatic',
  saverOn: 'On',
  saverOff: 'Off',
  saverAutoHint: 'Saves data when your phone asks for it or the network is slow.',
  saverOnHint: 'The next episode and the covers load only when you reach them.',
  saverOffHint: 'The next episode loads ahead, so it starts at once.',
  linkedEpisodeMissing: 'The shared link names an episode this series does not have: it has episodes 1 to {last}.',
} satisfies NamespaceMoreMenuTranslation;

export default en_US_moreMenu;
