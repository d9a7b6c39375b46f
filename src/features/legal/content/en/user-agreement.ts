import type { LegalDocument } from '../types';

const userAgreement: LegalDocument = {
  lastUpdated: '2026-11-01',
  labels: { lastUpdated: 'Last updated', contents: 'Contents', summary: 'In short' },
  intro: [
    'This User Agreement (the “Agreement”) is a contract between you and us, the operator of this short drama player (the “Service”). By opening, watching or buying anything in the Service, you accept it. If you do not agree, please do not use the Service.',
  ],
  sections: [
    {
      heading: '1. The Service',
      blocks: [
        'The Service lets you watch short drama series in your mobile browser. Some episodes are free; others are unlocked with coins. We may add, change or remove series, episodes, features and prices at any time; what you have already unlocked is covered by section 4.',
      ],
    },
    {
      heading: '2. Who may use it',
      blocks: [
        'You must be old enough to enter into a contract where you live, or use the Service with the permission of a parent or guardian. Some series are intended for adult audiences.',
      ],
    },
    {
      heading: '3. Your account',
      blocks: [
        {
          list: [
            'When you first open a promotion link, we create a guest account for you automatically. A guest account lives in your browser: if you clear its data or change devices, you may lose access to it.',
            'You can bind an e-mail address and password to keep your coins and unlocked episodes and to log in on another device. Binding keeps the guest account’s balance and unlocks.',
            'Keep your password confidential. You are responsible for what happens under your account unless it is our fault. Tell us at once if you think someone else has used it.',
            'Accounts are personal: do not share, sell or transfer them.',
          ],
        },
      ],
    },
    {
      heading: '4. Coins and purchases',
      blocks: [
        {
          list: [
            'Coins are a digital item that can be used only in the Service, to unlock episodes or whole series. They are not money, earn no interest, and cannot be exchanged for cash, transferred to another account or used elsewhere.',
            'The price of each top-up package, the number of coins and any bonus coins are shown before you pay. Taxes are included where the law requires.',
            'Coins are credited once the payment provider confirms your payment, usually within seconds. If a payment was confirmed but your balance did not change, contact us with the order number.',
            'When you unlock an episode or a series, the coins shown are deducted from your balance. Unlocked content stays available to your account for as long as the Service offers that series.',
            'Bonus coins are a free gift: they have no cash value, may expire, and are not refundable.',
            'Unless the law requires otherwise, purchased coins and unlocked content are non-refundable once delivered. This does not affect your statutory rights, for example when content is faulty or was not delivered.',
          ],
        },
      ],
    },
    {
      heading: '5. Content and licence',
      blocks: [
        'All series, images and texts in the Service belong to us or to our licensors. We grant you a personal, non-exclusive, non-transferable licence to watch them through the Service for private, non-commercial purposes. You may not download, record, copy, redistribute, broadcast or publicly show the content.',
      ],
    },
    {
      heading: '6. Acceptable use',
      blocks: [
        'You agree not to:',
        {
          list: [
            'get around payment, unlocking or any technical protection;',
            'use bots, scrapers or other automated means to access the Service;',
            'exploit errors to obtain coins or content, or pay with payment methods that are not yours;',
            'disrupt the Service, its servers or other users;',
            'use the Service in breach of any law.',
          ],
        },
        'We may reverse coins or unlocks obtained in breach of these rules.',
      ],
    },
    {
      heading: '7. Suspension and termination',
      blocks: [
        'You may stop using the Service at any time. We may suspend or close an account that breaches this Agreement, with notice where reasonable. If we close the Service entirely, we will give reasonable notice and, where the law requires, refund purchased coins that have not been used.',
      ],
    },
    {
      heading: '8. Availability and changes',
      blocks: [
        'We work to keep the Service available, but we cannot promise that it will be uninterrupted or free of errors; maintenance, network problems and your device may affect playback.',
        'We may update this Agreement. The new version will be posted with a new date, and significant changes will be announced in the Service before they apply. If you keep using the Service afterwards, you accept the new version.',
      ],
    },
    {
      heading: '9. Liability',
      blocks: [
        'To the extent the law allows, the Service is provided “as is”, we are not liable for indirect or consequential losses, and our total liability for any claim is limited to what you paid us in the 12 months before it arose. Nothing in this Agreement limits liability that the law does not allow to be limited, such as liability for fraud or for death or personal injury caused by negligence.',
      ],
    },
    {
      heading: '10. Governing law and disputes',
      blocks: [
        'This Agreement is governed by the law of the country where you live, insofar as its mandatory consumer protection rules apply, and otherwise by the law of the place where the operator is established. Please contact us first, so that we can try to settle any complaint informally.',
      ],
    },
    {
      heading: '11. Privacy',
      blocks: ['Our Privacy Policy explains how we handle your information and forms part of this Agreement.'],
    },
    {
      heading: '12. Contact us',
      blocks: [
        'For questions about this Agreement, use Help & feedback on the Me page, or the contact details of the website on which you found the series.',
      ],
    },
  ],
};

export default userAgreement;
