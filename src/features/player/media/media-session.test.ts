import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMediaSession, fakeVideo, type FakeMediaSession } from './fake-media-session';
import { artworkOf, lockScreen, type LockScreenInfo } from './media-session';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Episode 3 of 12, playing; `episodes` says which exist (the first is 1). */
function info(overrides: Partial<LockScreenInfo> = {}, at = 3, episodes = 12) {
  return {
    title: 'The Billionaire’s Second Chance',
    episode: `Episode ${at}`,
    cover: '/demo-media/cover-4.jpg',
    playing: true,
    video: fakeVideo(),
    setPlaying: vi.fn<(playing: boolean) => void>(),
    canGo: (step: 1 | -1) => at + step >= 1 && at + step <= episodes,
    go: vi.fn<(step: 1 | -1) => void>(),
    ...overrides,
  } satisfies LockScreenInfo;
}

const asSession = (fake: FakeMediaSession) => fake as unknown as MediaSession;
const actions = (fake: FakeMediaSession) => [...fake.handlers.keys()].sort();

describe('lockScreen', () => {
  it('shows the drama, the episode and the cover as absolute, typed artwork', () => {
    const fake = fakeMediaSession();
    lockScreen(asSession(fake)).update(info());
    expect(fake.metadata).toEqual({
      title: 'The Billionaire’s Second Chance',
      artist: 'Episode 3',
      artwork: [{ src: `${window.location.origin}/demo-media/cover-4.jpg`, type: 'image/jpeg' }],
    });
    expect(fake.playbackState).toBe('playing');
  });

  it('follows the episode and the playing state, making new metadata only when what it shows changes', () => {
    const fake = fakeMediaSession();
    const screen = lockScreen(asSession(fake));
    screen.update(info());
    const first = fake.metadata;
    screen.update(info({ playing: false }));
    expect(fake.playbackState).toBe('paused');
    expect(fake.metadata).toBe(first);
    screen.update(info({ episode: 'Episode 4' }));
    expect(fake.metadata?.artist).toBe('Episode 4');
    expect(fake.playbackState).toBe('playing');
  });

  it('sends play and pause to the latest info', () => {
    const fake = fakeMediaSession();
    const screen = lockScreen(asSession(fake));
    const first = info();
    screen.update(first);
    const latest = info();
    screen.update(latest);
    fake.press('pause');
    fake.press('play');
    expect(vi.mocked(latest.setPlaying).mock.calls).toEqual([[false], [true]]);
    expect(first.setPlaying).not.toHaveBeenCalled();
  });

  it('offers next and previous only where there is an episode that way', () => {
    const fake = fakeMediaSession();
    const screen = lockScreen(asSession(fake));
    const first = info({}, 1);
    screen.update(first);
    expect(actions(fake)).toEqual(['nexttrack', 'pause', 'play', 'seekbackward', 'seekforward', 'seekto']);
    fake.press('nexttrack');
    expect(first.go).toHaveBeenCalledWith(1);

    const last = info({}, 12);
    screen.update(last);
    expect(actions(fake)).toContain('previoustrack');
    expect(actions(fake)).not.toContain('nexttrack');
    fake.press('previoustrack');
    expect(last.go).toHaveBeenCalledWith(-1);

    screen.update(info({}, 1, 1));
    expect(actions(fake)).not.toContain('previoustrack');
    expect(actions(fake)).not.toContain('nexttrack');
  });

  it('seeks the on-screen episode, clamped to it, by the step the button asks or 10 seconds', () => {
    const fake = fakeMediaSession();
    const video = fakeVideo(60, 30);
    lockScreen(asSession(fake)).update(info({ video }));
    fake.press('seekto', { seekTime: 42 });
    expect(video.currentTime).toBe(42);
    fake.press('seekforward');
    expect(video.currentTime).toBe(52);
    fake.press('seekbackward', { seekOffset: 5 });
    expect(video.currentTime).toBe(47);
    // Never onto the very end, which would end the episode and move on.
    fake.press('seekforward', { seekOffset: 30 });
    expect(video.currentTime).toBeCloseTo(59.95);
  });

  it('takes the position away and ignores seeks on an episode that cannot play (locked)', () => {
    const fake = fakeMediaSession();
    const screen = lockScreen(asSession(fake));
    const video = fakeVideo(60, 10);
    screen.update(info({ video }));
    screen.update(info({ video: null }));
    expect(fake.setPositionState).toHaveBeenLastCalledWith();
    fake.press('seekto', { seekTime: 3 });
    fake.press('seekforward');
    expect(video.currentTime).toBe(10);
  });

  it('tells the position when the episode changes and when the video jumps or changes rate', () => {
    const fake = fakeMediaSession();
    const screen = lockScreen(asSession(fake));
    const video = fakeVideo(60, 10);
    screen.update(info({ video }));
    expect(fake.setPositionState).toHaveBeenLastCalledWith({ duration: 60, playbackRate: 1, position: 10 });
    video.currentTime = 20;
    video.playbackRate = 1.5;
    video.dispatchEvent(new Event('ratechange'));
    expect(fake.setPositionState).toHaveBeenLastCalledWith({ duration: 60, playbackRate: 1.5, position: 20 });

    const next = fakeVideo(45, 0);
    screen.update(info({ video: next }));
    expect(fake.setPositionState).toHaveBeenLastCalledWith({ duration: 45, playbackRate: 1, position: 0 });
    fake.setPositionState.mockClear();
    video.dispatchEvent(new Event('seeked'));
    expect(fake.setPositionState).not.toHaveBeenCalled();
  });

  it('still offers the actions a browser knows when it refuses others', () => {
    const fake = fakeMediaSession(['seekto', 'seekbackward', 'seekforward']);
    lockScreen(asSession(fake)).update(info());
    expect(actions(fake)).toEqual(['nexttrack', 'pause', 'play', 'previoustrack']);
  });

  it('clears everything and stays cleared', () => {
    const fake = fakeMediaSession();
    const screen = lockScreen(asSession(fake));
    const video = fakeVideo();
    screen.update(info({ video }));
    screen.clear();
    expect(fake.handlers.size).toBe(0);
    expect(fake.metadata).toBeNull();
    expect(fake.playbackState).toBe('none');
    screen.update(info());
    expect(fake.handlers.size).toBe(0);
    expect(fake.metadata).toBeNull();
    fake.setPositionState.mockClear();
    video.dispatchEvent(new Event('seeked'));
    expect(fake.setPositionState).not.toHaveBeenCalled();
  });
});

describe('artworkOf', () => {
  it('makes the address absolute and guesses the type from the extension', () => {
    expect(artworkOf('covers/a.PNG?v=2', 'https://app.example/x/')).toEqual([
      { src: 'https://app.example/x/covers/a.PNG?v=2', type: 'image/png' },
    ]);
    expect(artworkOf('https://cdn.example/c/9.webp', 'https://app.example/')).toEqual([
      { src: 'https://cdn.example/c/9.webp', type: 'image/webp' },
    ]);
  });

  it('leaves the type out when the extension tells nothing, and gives no artwork for no cover', () => {
    expect(artworkOf('https://cdn.example/cover', 'https://app.example/')).toEqual([
      { src: 'https://cdn.example/cover' },
    ]);
    expect(artworkOf('', 'https://app.example/')).toEqual([]);
    expect(artworkOf('http://[bad', 'https://app.example/')).toEqual([]);
  });
});
