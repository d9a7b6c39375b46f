/** What the unlock dialog offers for one locked episode and for the rest of the series. */
export interface UnlockOffer {
  episodePrice: number;
  seriesPrice: number;
  /** Coins saved by unlocking the series instead of buying the locked episodes one by one; 0 when none. */
  saving: number;
  /** Whether the whole-series offer is worth showing (something left to unlock and it is not dearer). */
  seriesWorthIt: boolean;
}

export function unlockOffer(episodePrice: number, seriesPrice: number, lockedEpisodes: number): UnlockOffer {
  const oneByOne = episodePrice * lockedEpisodes;
  const saving = Math.max(0, oneByOne - seriesPrice);
  return {
    episodePrice,
    seriesPrice,
    saving,
    // With a single locked episode left the series offer is that episode at another price: noise.
    seriesWorthIt: lockedEpisodes > 1 && seriesPrice > 0 && seriesPrice <= oneByOne,
  };
}

/** Undefined balance (still loading) never blocks: the server has the last word and answers 402. */
export function canAfford(balance: number | undefined, price: number): boolean {
  return balance === undefined || balance >= price;
}
