import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preludeState, type PreludeChoice } from '@/shared/hand-over';
import { dismissPrelude, takePrelude } from './prelude';

const choice = { episodeNumber: 1, address: 'https://cdn.example/ep1.mp4?source=h5', startAt: 0, speed: 1 };

/** A prelude as the early script leaves it on window (src/entries/early/prelude.ts): on top, hidden, playing. */
function startedPrelude(started: PreludeChoice = choice): HTMLVideoElement {
  const element = document.createElement('video');
  element.src = started.address;
  element.setAttribute('aria-hidden', 'true');
  element.style.position = 'fixed';
  document.body.append(element);
  Object.assign(preludeState(), { started: true, waiting: { ...started, element } });
  return element;
}

beforeEach(() => {
  delete window.__prelude;
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('takePrelude', () => {
  it('hands over the very element when the player starts the same episode, address and position', () => {
    const started = startedPrelude();
    const taken = takePrelude({ episodeNumber: 1, address: choice.address, startAt: 0 });
    expect(taken).toBe(started);
    expect(taken?.getAttribute('style')).toBeNull();
    expect(taken?.hasAttribute('aria-hidden')).toBe(false);
    expect(taken?.getAttribute('src')).toBe(choice.address);
    // Handed over once: nothing is left for a second slide.
    expect(takePrelude({ episodeNumber: 1, address: choice.address, startAt: 0 })).toBeNull();
  });

  it.each([
    ['another episode', { episodeNumber: 2, address: choice.address, startAt: 0 }],
    ['another address', { episodeNumber: 1, address: 'https://cdn.example/ep1.mp4', startAt: 0 }],
    ['another position', { episodeNumber: 1, address: choice.address, startAt: 3 }],
  ])('drops the prelude when the player decided on %s', (_name, wanted) => {
    const started = startedPrelude();
    expect(takePrelude(wanted)).toBeNull();
    expect(started.isConnected).toBe(false);
    expect(started.hasAttribute('src')).toBe(false);
  });

  it('answers null when there is none', () => {
    expect(takePrelude({ episodeNumber: 1, address: choice.address, startAt: 0 })).toBeNull();
  });
});

describe('dismissPrelude', () => {
  it('stops and removes a prelude nobody took', () => {
    const started = startedPrelude();
    dismissPrelude();
    expect(started.isConnected).toBe(false);
    expect(started.hasAttribute('src')).toBe(false);
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    expect(takePrelude({ episodeNumber: 1, address: choice.address, startAt: 0 })).toBeNull();
  });
});
