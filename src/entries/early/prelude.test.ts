import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takePrelude } from '@/features/player/prelude/prelude';
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

  it('starts once per page across two copies of the module, as two scripts would', async () => {
    prelude.startPrelude(choice);
    vi.resetModules();
    const secondCopy: typeof PreludeModule = await import('./prelude');
    expect(secondCopy).not.toBe(prelude);
    expect(secondCopy.preludeStarted()).toBe(true);
    expect(secondCopy.startPrelude(choice)).toBe(false);
    expect(videos()).toHaveLength(1);
  });

  it('leaves an address that needs hls.js to the player', () => {
    const hls = { ...choice, address: 'https://cdn.example/ep1/index.m3u8' };
    prelude.startPrelude(hls);
    expect(videos()).toHaveLength(0);
    expect(prelude.preludeStarted()).toBe(false);
  });

  it('seeks to a resume position once the episode’s length is known', () => {
    prelude.startPrelude({ ...choice, startAt: 12.5 });
    const video = videos()[0]!;
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.currentTime).toBe(12.5);
  });
});

describe('the hand-over to the player', () => {
  it('the app’s half adopts the very element the early script started', () => {
    prelude.startPrelude(choice);
    const started = videos()[0];
    const taken = takePrelude({ episodeNumber: 1, address: choice.address, startAt: 0 });
    expect(taken).toBe(started);
    expect(taken?.getAttribute('style')).toBeNull();
    expect(taken?.hasAttribute('aria-hidden')).toBe(false);
  });
});
