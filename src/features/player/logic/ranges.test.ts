import { describe, expect, it } from 'vitest';
import { episodeRanges, rangeIndexOf } from './ranges';

describe('episodeRanges', () => {
  it('splits a long series into tabs of 30, the last one ending at the total', () => {
    expect(episodeRanges(40)).toEqual([
      { from: 1, to: 30 },
      { from: 31, to: 40 },
    ]);
    expect(episodeRanges(61)).toEqual([
      { from: 1, to: 30 },
      { from: 31, to: 60 },
      { from: 61, to: 61 },
    ]);
  });

  it('keeps 30 episodes or fewer in one range, and none for an empty series', () => {
    expect(episodeRanges(30)).toEqual([{ from: 1, to: 30 }]);
    expect(episodeRanges(12)).toEqual([{ from: 1, to: 12 }]);
    expect(episodeRanges(0)).toEqual([]);
  });
});

describe('rangeIndexOf', () => {
  it('finds the tab holding an episode', () => {
    const ranges = episodeRanges(90);
    expect(rangeIndexOf(ranges, 1)).toBe(0);
    expect(rangeIndexOf(ranges, 30)).toBe(0);
    expect(rangeIndexOf(ranges, 31)).toBe(1);
    expect(rangeIndexOf(ranges, 90)).toBe(2);
    expect(rangeIndexOf(ranges, 500)).toBe(0);
  });
});
