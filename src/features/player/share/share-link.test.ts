import { describe, expect, it } from 'vitest';
import { shareLink } from './share-link';

const origin = 'https://watch.example';

describe('shareLink', () => {
  it("is the landing address's drama key with the episode, and nothing else of its query", () => {
    expect(shareLink('https://watch.example/?info=abc%2B1&ttclid=mine&episode=2&utm=x', 'other', origin, 7)).toBe(
      'https://watch.example/?info=abc%2B1&episode=7',
    );
  });

  it('keeps a short code the visitor landed with', () => {
    expect(shareLink('https://watch.example/Xy7_k?ttclid=mine', 'key', origin, 3)).toBe(
      'https://watch.example/Xy7_k?episode=3',
    );
  });

  it('falls back to the drama key without a landing address', () => {
    expect(shareLink(undefined, 'k/1', origin, 12)).toBe('https://watch.example/?info=k%2F1&episode=12');
    expect(shareLink('https://watch.example/', 'k', origin, 1)).toBe('https://watch.example/?info=k&episode=1');
  });

  it('is null when there is nothing to share', () => {
    expect(shareLink(undefined, undefined, origin, 1)).toBeNull();
  });
});
