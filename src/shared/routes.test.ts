import { describe, expect, it } from 'vitest';
import { withoutLinkedEpisode } from './routes';

describe('withoutLinkedEpisode', () => {
  it('takes the episode out of an address, and keeps the rest', () => {
    expect(withoutLinkedEpisode('https://w.example/?info=k&episode=3&ttclid=t#x')).toBe(
      'https://w.example/?info=k&ttclid=t#x',
    );
    expect(withoutLinkedEpisode('/?episode=3')).toBe('/');
    expect(withoutLinkedEpisode('/?info=k&episode=abc')).toBe('/?info=k');
  });

  it('leaves an address without one as it was', () => {
    expect(withoutLinkedEpisode('/?info=a%20b')).toBe('/?info=a%20b');
  });
});
