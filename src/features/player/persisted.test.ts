import { describe, expect, it } from 'vitest';
import { readPosition, readSpeed, writePosition, writeSpeed } from './persisted';

describe('speed', () => {
  it('is 1× until one is chosen, then the chosen one', () => {
    expect(readSpeed()).toBe(1);
    writeSpeed(1.5);
    expect(readSpeed()).toBe(1.5);
  });

  it('reads a corrupt or unknown value as the default', () => {
    localStorage.setItem('player.speed', '{oops');
    expect(readSpeed()).toBe(1);
    localStorage.setItem('player.speed', '3');
    expect(readSpeed()).toBe(1);
  });
});

describe('position', () => {
  it('is kept per drama', () => {
    writePosition('d1', { episodeNumber: 3, time: 12.5, duration: 60 });
    writePosition('d2', { episodeNumber: 1, time: 2 });
    expect(readPosition('d1')).toEqual({ episodeNumber: 3, time: 12.5, duration: 60 });
    expect(readPosition('d2')).toEqual({ episodeNumber: 1, time: 2, duration: undefined });
    expect(readPosition('d3')).toBeUndefined();
  });

  it('reads a corrupt value as nothing remembered', () => {
    localStorage.setItem('player.positions', JSON.stringify({ d1: { episodeNumber: 'x' } }));
    expect(readPosition('d1')).toBeUndefined();
  });

  it('forgets the oldest dramas beyond twenty', () => {
    for (let i = 0; i < 22; i++) writePosition(`d${i}`, { episodeNumber: 1, time: i });
    expect(readPosition('d0')).toBeUndefined();
    expect(readPosition('d21')).toMatchObject({ time: 21 });
  });
});
