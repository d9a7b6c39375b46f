import type { CreateOrderRequest, RechargeOptions, RechargePackage } from '@/shared/api/types';

/** One tile on the top-up screen: a coin package, or the whole series bought with money. */
export type RechargeChoice =
  | ({ kind: 'package' } & RechargePackage)
  | { kind: 'series'; packageId: string; coins: number; bonusCoins: 0; price: number; currency: string };

/**
 * The choices to show. The whole-series offer only makes sense to a visitor who came from a locked
 * episode of this drama (the recharge route's `?episode=N`), and only while the series is still sold.
 */
export function rechargeChoices(options: RechargeOptions, episode: number | undefined): RechargeChoice[] {
  const packages = options.packages.map((pkg): RechargeChoice => ({ kind: 'package', ...pkg }));
  const offer = options.seriesOffer;
  if (episode === undefined || !offer) return packages;
  return [
    {
      kind: 'series',
      packageId: offer.packageId,
      coins: offer.coins,
      bonusCoins: 0,
      price: offer.price,
      currency: offer.currency,
    },
    ...packages,
  ];
}

/** What is selected before the visitor taps: the highlighted package, else the first choice. */
export function defaultChoiceId(choices: readonly RechargeChoice[]): string | undefined {
  const highlighted = choices.find((choice) => choice.kind === 'package' && choice.badge === 'hot');
  return (highlighted ?? choices[0])?.packageId;
}

export function orderRequest(choice: RechargeChoice, dramaId: string, episode: number | undefined): CreateOrderRequest {
  return { packageId: choice.packageId, dramaId, ...(episode !== undefined ? { episodeNumber: episode } : {}) };
}

/** The locked episode in the recharge address (`?episode=6`), or undefined when absent or not a number. */
export function episodeFromSearch(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('episode');
  if (!raw || !/^\d{1,5}$/.test(raw)) return undefined;
  const episode = Number(raw);
  return episode >= 1 ? episode : undefined;
}
