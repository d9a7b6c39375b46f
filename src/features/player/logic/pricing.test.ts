import { describe, expect, it } from 'vitest';
import { canAfford, unlockOffer } from './pricing';

describe('unlockOffer', () => {
  it('saves what buying the locked episodes one by one would cost beyond the series price', () => {
    // The demo drama: 35 locked episodes at 30 coins, or 600 for the series.
    expect(unlockOffer(30, 600, 35)).toEqual({ episodePrice: 30, seriesPrice: 600, saving: 450, seriesWorthIt: true });
  });

  it('never shows a negative saving, and hides a series offer dearer than the episodes', () => {
    expect(unlockOffer(30, 600, 10)).toMatchObject({ saving: 0, seriesWorthIt: false });
  });

  it('offers the series at the same price as the episodes, without a saving', () => {
    expect(unlockOffer(30, 300, 10)).toMatchObject({ saving: 0, seriesWorthIt: true });
  });

  it('hides the series offer when one episode or none is left', () => {
    expect(unlockOffer(30, 20, 1).seriesWorthIt).toBe(false);
    expect(unlockOffer(30, 0, 0).seriesWorthIt).toBe(false);
  });
});

describe('canAfford', () => {
  it('compares the balance with the price, and lets the server decide while the balance loads', () => {
    expect(canAfford(30, 30)).toBe(true);
    expect(canAfford(29, 30)).toBe(false);
    expect(canAfford(undefined, 30)).toBe(true);
  });
});
