import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PreludeModule from './prelude';

// One prelude per page, kept on window: each test starts a fresh page's state and a fresh module.
let prelude: typeof PreludeModule;

const choice = { episodeNumber: 1, address: 'https://cdn.example/ep1.mp4?source=h5', startAt: 0, speed: 1 };

beforeEach(async () => {
  delete window.__prelude;
  vi.resetModules();
  // jsdom has no media playback: play() answers like a browser that allows muted autoplay.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  prelude = await import('./prelude');
});

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

const videos = () => document.querySelectorAll('video');

describe('startPrelude', () => {
  it('plays the episode muted and inline, over the splash, before the app exists', () => {
    prelude.startPrelude({ ...choice, speed: 1.5 });
    const [video] = videos();
    expect(videos()).toHaveLength(1);
    expect(video?.getAttribute('src')).toBe(choice.address);
    expect(video?.muted).toBe(true);
    expect(video?.playsInline).toBe(true);
    expect(video?.playbackRate).toBe(1.5);
    expect(video?.dataset.episode).toBe('1');
    expect(video?.style.position).toBe('fixed');
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
  });

  it('starts once per page: the network answer after the stored drama adds no second video', () => {
    prelude.startPrelude(choice);
    prelude.startPrelude({ ...choice, episodeNumber: 2, address: 'https://cdn.example/ep2.mp4' });
    expect(videos()).toHaveLength(1);
    expect(videos()[0]?.dataset.episode).toBe('1');
  });

  it('leaves an address that needs hls.js to the player', () => {
    const hls = { ...choice, address: 'https://cdn.example/ep1/index.m3u8' };
    prelude.startPrelude(hls);
    expect(videos()).toHaveLength(0);
    expect(prelude.takePrelude(hls)).toBeNull();
  });

  it('seeks to a resume position once the episode’s length is known', () => {
    prelude.startPrelude({ ...choice, startAt: 12.5 });
    const video = videos()[0]!;
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.currentTime).toBe(12.5);
  });
});

describe('takePrelude', () => {
  it('hands over the very element when the player starts the same episode, address and position', () => {
    prelude.startPrelude(choice);
    const started = videos()[0];
    const taken = prelude.takePrelude({ episodeNumber: 1, address: choice.address, startAt: 0 });
    expect(taken).toBe(started);
    expect(taken?.getAttribute('style')).toBeNull();
    expect(taken?.hasAttribute('aria-hidden')).toBe(false);
    expect(taken?.getAttribute('src')).toBe(choice.address);
    // Handed over once: nothing is left for a second slide.
    expect(prelude.takePrelude({ episodeNumber: 1, address: choice.address, startAt: 0 })).toBeNull();
  });

  it.each([
    ['another episode', { episodeNumber: 2, address: choice.address, startAt: 0 }],
    ['another address', { episodeNumber: 1, address: 'https://cdn.example/ep1.mp4', startAt: 0 }],
    ['another position', { episodeNumber: 1, address: choice.address, startAt: 3 }],
  ])('drops the prelude when the player decided on %s', (_name, wanted) => {
    prelude.startPrelude(choice);
    const started = videos()[0]!;
    expect(prelude.takePrelude(wanted)).toBeNull();
    expect(started.isConnected).toBe(false);
    expect(started.hasAttribute('src')).toBe(false);
  });

  it('hands over between two copies of the module, as the early script’s and the app’s are', async () => {
    prelude.startPrelude(choice);
    const started = videos()[0]!;
    vi.resetModules();
    const appCopy: typeof PreludeModule = await import('./prelude');
    expect(appCopy).not.toBe(prelude);
    appCopy.startPrelude(choice);
    expect(videos()).toHaveLength(1);
    expect(appCopy.takePrelude({ episodeNumber: 1, address: choice.address, startAt: 0 })).toBe(started);
  });

  it('answers null when there is none', () => {
    expect(prelude.takePrelude({ episodeNumber: 1, address: choice.address, startAt: 0 })).toBeNull();
  });
});

describe('dismissPrelude', () => {
  it('stops and removes a prelude nobody took', () => {
    prelude.startPrelude(choice);
    const started = videos()[0]!;
    prelude.dismissPrelude();
    expect(started.isConnected).toBe(false);
    expect(started.hasAttribute('src')).toBe(false);
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    expect(prelude.takePrelude({ episodeNumber: 1, address: choice.address, startAt: 0 })).toBeNull();
  });
});
