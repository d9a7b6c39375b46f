import { describe, expect, it } from 'vitest';
import { seriesEnd } from './series-end';

const episodes = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ episodeNumber: index + 1, videoUrl: '', locked: false }));

describe('seriesEnd', () => {
  it('is complete when every episode of the series is out', () => {
    expect(seriesEnd(episodes(40), 40)).toEqual({ complete: true, released: 40, total: 40 });
  });

  it('promises more when fewer episodes are out than the series has', () => {
    expect(seriesEnd(episodes(12), 60)).toEqual({ complete: false, released: 12, total: 60 });
  });

  it('counts by the last episode number, not by how many entries there are', () => {
    const gap = [...episodes(3), { episodeNumber: 5, videoUrl: '', locked: false }];
    expect(seriesEnd(gap, 5)).toEqual({ complete: true, released: 5, total: 5 });
  });

  it('never promises more from a total that is unknown (0) or behind', () => {
    expect(seriesEnd(episodes(12), 0)).toEqual({ complete: true, released: 12, total: 12 });
    expect(seriesEnd(episodes(12), 10)).toEqual({ complete: true, released: 12, total: 12 });
  });
});
