import { describe, expect, it } from 'vitest';
import { startPoint } from './linked-episode';

const episodes = [1, 2, 3, 4, 5].map((episodeNumber) => ({ episodeNumber, duration: 60 }));

describe('startPoint', () => {
  it('resumes where the visitor left off when the address names no episode', () => {
    expect(startPoint(episodes, '?info=k', { episodeNumber: 3, time: 12 }, 0)).toEqual({
      index: 2,
      time: 12,
      linked: 'none',
    });
  });

  it("starts at the shared link's episode, from its beginning", () => {
    expect(startPoint(episodes, '?info=k&episode=4', { episodeNumber: 3, time: 12 }, 2)).toEqual({
      index: 3,
      time: 0,
      linked: 'found',
    });
    expect(startPoint(episodes, '?episode=%204%20', undefined, undefined)).toMatchObject({ index: 3, linked: 'found' });
  });

  it('keeps the remembered position when the link names the episode the visitor was watching', () => {
    expect(startPoint(episodes, '?info=k&episode=3', { episodeNumber: 3, time: 12 }, 0)).toEqual({
      index: 2,
      time: 12,
      linked: 'found',
    });
  });

  it.each(['abc', '', '0', '6', '-1', '2.5', '1e1', '9999999'])(
    'resumes as usual and reports "%s" as missing',
    (value) => {
      expect(startPoint(episodes, `?info=k&episode=${value}`, { episodeNumber: 2, time: 5 }, 0)).toEqual({
        index: 1,
        time: 5,
        linked: 'missing',
      });
    },
  );

  it('finds an episode by its number, not its place', () => {
    const later = [{ episodeNumber: 7 }, { episodeNumber: 9 }];
    expect(startPoint(later, '?episode=9', undefined, 0)).toMatchObject({ index: 1, linked: 'found' });
    expect(startPoint(later, '?episode=8', undefined, 0)).toMatchObject({ index: 0, linked: 'missing' });
  });
});
