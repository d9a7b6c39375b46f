import { describe, expect, it } from 'vitest';
import { makeDrama } from '@tests/support/fixtures';
import { preludeChoice, storedDrama } from './prelude-start';

// Episodes 1 and 2 free and 3 locked, listed out of order as an answer may list them.
const drama = makeDrama({
  freeEpisodes: 2,
  dramaUrl: [
    { episodeNumber: 2, videoUrl: 'https://cdn.example/ep2.mp4', locked: false },
    { episodeNumber: 1, videoUrl: 'https://cdn.example/ep1.mp4', locked: false },
    { episodeNumber: 3, videoUrl: '', locked: true },
  ],
});

const positions = (value: unknown) => localStorage.setItem('player.positions', JSON.stringify(value));

describe('preludeChoice: the episode the player will start with', () => {
  it('is the first episode, from its start, on a first visit', () => {
    expect(preludeChoice(drama, 'key-1')).toEqual({
      episodeNumber: 1,
      address: 'https://cdn.example/ep1.mp4',
      startAt: 0,
      speed: 1,
    });
  });

  it('carries the CDN parameters the session adds, so the address is the player’s', () => {
    const choice = preludeChoice({ ...drama, isCdn: true }, 'key-1');
    const url = new URL(choice!.address);
    expect(url.searchParams.get('siteId')).toBe('site_th_01');
    expect(url.searchParams.get('dramaId')).toBe('10086');
    expect(url.searchParams.get('source')).toBe('h5');
  });

  it('resumes the remembered episode and position, at the remembered speed', () => {
    positions({ '10086': { episodeNumber: 2, time: 4.5, duration: 60, savedAt: 1 } });
    localStorage.setItem('player.speed', '1.25');
    expect(preludeChoice(drama, 'key-1')).toMatchObject({ episodeNumber: 2, startAt: 4.5, speed: 1.25 });
  });

  it('uses the stored episode index only when the key is this drama’s (start-up clears it otherwise)', () => {
    localStorage.setItem('currentVideoIdx', '1');
    localStorage.setItem('SECRET_KEY', 'key-1');
    expect(preludeChoice(drama, 'key-1')?.episodeNumber).toBe(2);
    expect(preludeChoice(drama, 'key-2')?.episodeNumber).toBe(1);
  });

  it("starts a shared link's episode, and nothing at a locked one (its paywall opens)", () => {
    positions({ '10086': { episodeNumber: 1, time: 9, savedAt: 1 } });
    window.history.replaceState(null, '', '/?info=key-1&episode=2');
    try {
      expect(preludeChoice(drama, 'key-1')).toMatchObject({ episodeNumber: 2, startAt: 0 });
      window.history.replaceState(null, '', '/?info=key-1&episode=3');
      expect(preludeChoice(drama, 'key-1')).toBeNull();
      window.history.replaceState(null, '', '/?info=key-1&episode=99');
      expect(preludeChoice(drama, 'key-1')).toMatchObject({ episodeNumber: 1, startAt: 9 });
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('starts nothing where the player would show a paywall, a message or nothing', () => {
    positions({ '10086': { episodeNumber: 3, time: 1, savedAt: 1 } });
    expect(preludeChoice(drama, 'key-1')).toBeNull(); // locked
    expect(preludeChoice({ ...drama, country: 'FR' }, 'key-1')).toBeNull(); // region not served
    expect(preludeChoice({ ...drama, dramaUrl: [] }, 'key-1')).toBeNull(); // no episodes
    const unsafe = { ...drama, dramaUrl: [{ episodeNumber: 1, videoUrl: 'javascript:alert(1)', locked: false }] };
    expect(preludeChoice(unsafe, 'key-1')).toBeNull();
  });

  it.each([null, undefined, 'text', { dramaId: '' }, { ...drama, dramaUrl: 'x' }, { ...drama, isCdn: 'yes' }])(
    'starts nothing for a malformed answer (%j)',
    (data) => expect(preludeChoice(data, 'key-1')).toBeNull(),
  );
});

describe('storedDrama', () => {
  it('is the stored DRAMA_INFO only for the same key', () => {
    localStorage.setItem('SECRET_KEY', 'key-1');
    localStorage.setItem('DRAMA_INFO', JSON.stringify(drama));
    expect(storedDrama('key-1')).toMatchObject({ dramaId: '10086' });
    expect(storedDrama('key-2')).toBeUndefined();
  });
});
