import type { LegalDocument } from '../types';

const privacyPolicy: LegalDocument = {
  lastUpdated: '2026-11-01',
  labels: { lastUpdated: 'Last updated', contents: 'Contents', summary: 'In short' },
  intro: [
    'This Privacy Policy explains what information we collect when you watch short drama series in our mobile web player (the “Service”), how we use and share it, how long we keep it, and the choices you have. It applies whether you watch as a guest or with a bound e-mail account.',
    'The Service is designed so that you can start watching without filling in a form. We collect only what we need to run your account, keep your coins and unlocked episodes safe, and understand which promotions bring viewers to a series.',
  ],
  sections: [
    {
      heading: '1. Information we collect',
      blocks: [
        'Information you give us:',
        {
          list: [
            'Your e-mail address and password, if you bind an account or log in. Passwords are stored only in hashed form; nobody at our company can read them.',
            'The messages you send us through Help & feedback.',
          ],
        },
        'Information collected when you use the Service:',
        {
          list: [
            'A guest ID, created when you first open a promotion link, together with the series and the promotion link you arrived through.',
            'What you watch: the episodes you open, where you stopped, how long the player stays open, and the episodes and series you unlock.',
            'Your coin balance, top-ups, deductions, order numbers and payment status. Card and wallet details are handled by the payment provider and are never sent to us.',
            'Technical data: IP address, browser and device type, language, and the address of the page you opened.',
            'The click ID of the advertisement that brought you here (for example TikTok’s “ttclid”), kept in your browser for 30 days.',
          ],
        },
        'Information kept on your device: the Service keeps your session in your browser’s local storage (your access token, user ID, the series you are watching, your current episode and playback speed) and the click ID in a cookie. Clearing your browser’s site data removes them. A guest who has not bound an e-mail then loses access to their coins, which is why we recommend binding one.',
      ],
    },
    {
      heading: '2. How we use your information',
      blocks: [
        {
          list: [
            'To create and run your guest or e-mail account, and to let you log in on another device.',
            'To play episodes, remember where you stopped, and unlock the episodes and series you pay for.',
            'To process top-ups, credit coins, keep your deduction and recharge records, and answer questions about them.',
            'To prevent fraud, abuse and double charges, and to keep the Service secure.',
            'To measure how our promotions perform, for example by telling an advertising platform that a visitor viewed an episode, bound an e-mail or completed a purchase.',
            'To meet our legal, tax and accounting obligations.',
          ],
        },
        'We do not make decisions that have legal or similarly significant effects on you based solely on automated processing.',
      ],
    },
    {
      heading: '3. Legal bases',
      blocks: [
        'Where data protection law requires a legal basis, we rely on: the performance of our contract with you (your account, playback and purchases); our legitimate interests in security, fraud prevention and measuring our promotions, balanced against your rights; your consent, where the law requires it; and our legal obligations, such as keeping tax records.',
      ],
    },
    {
      heading: '4. Advertising and measurement',
      blocks: [
        'Promotion links may carry a click ID from the platform that showed you the advertisement. When you view an episode, bind an e-mail, start a top-up or complete a purchase, our server may report that event to the platform with the click ID, an event ID, the promotion link and, for a purchase, its value and currency. We never send your e-mail address or password. You can limit ad tracking in the settings of your device and of the advertising platform.',
      ],
    },
    {
      heading: '5. Sharing',
      blocks: [
        'We do not sell your personal information. We share it only with:',
        {
          list: [
            'Service providers that host, stream and protect the Service (cloud hosting and content delivery networks), under contracts that limit what they may do with it.',
            'Payment providers that process your top-ups.',
            'Advertising platforms, limited to the measurement events described above.',
            'Public authorities, when the law requires it, or to protect the rights, property and safety of our users and of us.',
            'A buyer or successor if the Service is sold or merged, who must keep the protections of this policy.',
          ],
        },
      ],
    },
    {
      heading: '6. International transfers',
      blocks: [
        'Our servers and providers may be located outside your country. When information crosses borders, we protect it with the safeguards that applicable law recognises, such as standard contractual clauses.',
      ],
    },
    {
      heading: '7. How long we keep information',
      blocks: [
        {
          list: [
            'Guest accounts without activity for 24 months are deleted, together with their viewing data.',
            'Bound accounts are kept while you use them and for up to 24 months after your last visit, unless you ask us to delete them sooner.',
            'Purchase and recharge records are kept for as long as tax and accounting laws require, usually 5 to 10 years.',
            'Viewing and technical logs are kept for up to 12 months.',
          ],
        },
      ],
    },
    {
      heading: '8. Security',
      blocks: [
        'We use encrypted connections (HTTPS), hashed passwords, access controls and monitoring. No service is perfectly secure: keep your password to yourself and do not reuse one from another site.',
      ],
    },
    {
      heading: '9. Your rights and choices',
      blocks: [
        'Depending on where you live, you may have the right to access, correct, delete or receive a copy of your information, to object to or restrict some uses of it, and to withdraw your consent at any time. To use these rights, contact us through Help & feedback; we may ask you to prove that the account is yours. You may also complain to the data protection authority of your country.',
        'You can remove the information kept on your device at any time by clearing your browser’s site data.',
      ],
    },
    {
      heading: '10. Children',
      blocks: [
        'The Service is not directed at children under 13, or the higher age that your country sets, and we do not knowingly collect their information. Some series are not suitable for minors. If you believe a child has given us information, contact us and we will delete it.',
      ],
    },
    {
      heading: '11. Changes to this policy',
      blocks: [
        'We may update this policy. The new version will be posted on this page with a new date, and significant changes will be announced in the Service before they take effect.',
      ],
    },
    {
      heading: '12. Contact us',
      blocks: [
        'For questions about this policy or your information, use Help & feedback on the Me page, or the contact details of the website on which you found the series.',
      ],
    },
  ],
};

export default privacyPolicy;
