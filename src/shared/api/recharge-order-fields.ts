import type { RechargeOrder } from './types';
import * as parse from '@/shared/utils/parse';

/**
 * What the QR page needs of an order, field by field: read from a creation's answer (wallet/api.ts)
 * and from the order a tab keeps (payment/pending-order.ts). `paymentUrl` is not here: it is only
 * ever checked where it is used, as a link (payment-link.ts).
 */
export const rechargeOrderFields = {
  payOrderId: parse.nonEmptyString,
  status: parse.matching(/^(?:PENDING|PAID|FAILED|EXPIRED)$/) as parse.Parser<RechargeOrder['status']>,
  paymentContent: parse.nonEmptyString,
  amount: parse.number(),
  currency: parse.string,
  coins: parse.number(),
  bonusCoins: parse.number(),
  expiresAt: parse.string,
  createdAt: parse.string,
};
