import type { NamespaceLegalTranslation } from '../../i18n-types.js';

const en_US_legal = {
  policySummary:
    'We collect only what the player needs: a guest ID, your e-mail address if you bind one, what you watch and what you buy. We use it to run your account, keep your coins and unlocked episodes safe and measure our promotions. We do not sell your data.',
  agreementSummary:
    'By using this service you agree that coins are digital goods for unlocking episodes, that purchases are non-refundable except where the law requires otherwise, and that all content is for personal viewing only.',
} satisfies NamespaceLegalTranslation;

export default en_US_legal;
