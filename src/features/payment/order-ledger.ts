import type { CreateOrderRequest, TrackEventProperties } from '@/shared/api/types';
import { storage } from '@/shared/storage/storage';

// What is done once per order, for good: AddPaymentInfo and Purchase sent, the outcome told. In localStorage,
// so a reload, a relaunch or a second tab never does it again; claimed under a Web Lock where the browser has
// them, so two tabs that see the same order paid at the same moment send one Purchase.

export type OrderStep = 'addPaymentInfo' | 'purchase' | 'told';

/** Enough for every order a visitor makes in a while; the oldest go first. */
const MAX_ORDERS = 30;

function claimNow(payOrderId: string, step: OrderStep): boolean {
  const ledger = storage.get('ORDER_LEDGER') ?? {};
  const entry = storage.entry('ORDER_LEDGER', payOrderId) ?? { steps: [], at: Date.now() };
  if (entry.steps.includes(step)) return false;
  const next = Object.entries({ ...ledger, [payOrderId]: { steps: [...entry.steps, step], at: entry.at } })
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MAX_ORDERS);
  storage.set('ORDER_LEDGER', Object.fromEntries(next));
  return true;
}

/** True the first time `step` is claimed for this order, in any tab, ever; false after that. */
export async function claimOrderStep(payOrderId: string, step: OrderStep): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return claimNow(payOrderId, step);
  return locks.request(`order-ledger:${payOrderId}`, () => claimNow(payOrderId, step));
}

/** An order's tracking properties: what it is worth, and the drama and episode it was made for. */
export function orderEventProperties(
  money: { amount: number; currency: string },
  request: Pick<CreateOrderRequest, 'dramaId' | 'episodeNumber'> | undefined,
): TrackEventProperties {
  return {
    value: money.amount,
    currency: money.currency,
    ...(request ? { contentId: request.dramaId } : {}),
    ...(request?.episodeNumber ? { episodeNumber: request.episodeNumber } : {}),
  };
}
