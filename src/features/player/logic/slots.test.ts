import { describe, expect, it } from 'vitest';
import { slotsFor } from './slots';

const view = (index: number, from: number | null, count = 10) =>
  slotsFor(index, from, count).map(
    ({ episodeIndex, role, animate }) => `${episodeIndex ?? '-'}:${role}${animate ? '~' : ''}`,
  );

describe('slotsFor', () => {
  it('holds the previous, current and next episode in three slides', () => {
    expect(view(4, null)).toEqual(['3:prev', '4:current', '5:next']);
    expect(view(0, null)).toEqual(['0:current', '1:next', '-:prev']);
    expect(view(9, null)).toEqual(['9:current', '-:next', '8:prev']);
  });

  it('keeps the loaded slides on a move and reuses the one that left, without sliding it across', () => {
    // From 4 to 5: slide 2 (episode 5, already loaded) comes on screen, slide 0 jumps to hold episode 6.
    expect(view(5, 4)).toEqual(['6:next', '4:prev~', '5:current~']);
    expect(view(3, 4)).toEqual(['3:current~', '4:next~', '2:prev']);
  });

  it('does not animate a jump from the episode list', () => {
    expect(view(7, null).some((slot) => slot.endsWith('~'))).toBe(false);
  });
});
