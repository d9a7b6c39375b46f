import type { NamespaceRechargeTranslation } from '../../i18n-types.js';

const en_US_recharge = {
  storedValueBalance: 'Stored value balance',
  accountBalance: 'Account balance',
  unlockSeries: 'Unlock the whole series',
  chooseAmount: 'Choose an amount',
  bonus: '+{coins} bonus',
  pay: 'Pay {amount}',
  creatingOrder: 'Creating your order…',
  unknownOutcome: "We couldn't confirm your order. Tap Pay again: you won't be charged twice.",
  waitingPayment: 'A payment of {amount} is still waiting',
  backToPayment: 'Back to payment',
  best: 'Best value',
  reminderTitle: 'Reminder',
  reminders: {
    nonRefundable: 'Coins are digital goods and are non-refundable.',
    equalsCoins: 'The amount equals {coins} {{coin|coins}}.',
    usableRightAway:
      'Your balance can be used right after topping up and is deducted automatically when you buy a series.',
    bonusNonRefundable: 'Bonus points are non-refundable.',
  },
} satisfies NamespaceRechargeTranslation;

export default en_US_recharge;
