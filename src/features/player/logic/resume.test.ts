import { describe, expect, it } from 'vitest';
import { resumePoint } from './resume';

const episodes = [1, 2, 3].map((episodeNumber) => ({ episodeNumber, duration: 60 }));

describe('resumePoint', () => {
  it('starts a first visit at the stored index, or at the first episode', () => {
    expect(resumePoint(episodes, undefined, undefined)).toEqual({ index: 0, time: 0 });
    expect(resumePoint(episodes, undefined, 2)).toEqual({ index: 2, time: 0 });
    expect(resumePoint(episodes, undefined, 9)).toEqual({ index: 2, time: 0 });
  });

  it('resumes the remembered episode at the remembered position', () => {
    expect(resumePoint(episodes, { episodeNumber: 2, time: 42.5 }, 0)).toEqual({ index: 1, time: 42.5 });
  });

  it('starts the next episode when the position was within 5 s of the end', () => {
    expect(resumePoint(episodes, { episodeNumber: 2, time: 55 }, 1)).toEqual({ index: 2, time: 0 });
    expect(resumePoint(episodes, { episodeNumber: 2, time: 54.9 }, 1)).toEqual({ index: 1, time: 54.9 });
  });

  it('uses the duration saved with the position over the one in the drama', () => {
    expect(resumePoint(episodes, { episodeNumber: 1, time: 40, duration: 44 }, 0)).toEqual({ index: 1, time: 0 });
  });

  it('restarts the last episode from its beginning rather than running past the series', () => {
    expect(resumePoint(episodes, { episodeNumber: 3, time: 59 }, 2)).toEqual({ index: 2, time: 0 });
  });

  it('falls back to the stored index for an episode the drama no longer has', () => {
    expect(resumePoint(episodes, { episodeNumber: 7, time: 10 }, 1)).toEqual({ index: 1, time: 0 });
  });
});
