import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProgressGlide, fractionOf } from './progress-glide';

interface Started {
  keyframes: Keyframe[];
  options: KeyframeAnimationOptions;
  cancel: ReturnType<typeof vi.fn>;
}

/** A video whose clock the test sets (jsdom's media elements neither load nor play). */
function fakeVideo(state: { currentTime: number; duration: number; paused: boolean; playbackRate?: number }) {
  const video = document.createElement('video');
  Object.defineProperties(video, {
    currentTime: { get: () => state.currentTime },
    duration: { get: () => state.duration },
    paused: { get: () => state.paused },
    ended: { get: () => false },
    readyState: { get: () => HTMLMediaElement.HAVE_ENOUGH_DATA },
    playbackRate: { get: () => state.playbackRate ?? 1 },
  });
  return video;
}

/** The bar's parts, each recording the animations started on it (jsdom has no Web Animations). */
function parts(direction: 'ltr' | 'rtl' = 'ltr') {
  const bar = document.createElement('div');
  bar.dir = direction;
  bar.style.direction = direction;
  const started = { fill: [] as Started[], rail: [] as Started[] };
  const part = (name: 'fill' | 'rail') => {
    const element = document.createElement('div');
    element.animate = ((keyframes: Keyframe[], options: KeyframeAnimationOptions) => {
      const animation = { keyframes, options, cancel: vi.fn() };
      started[name].push(animation);
      return animation as unknown as Animation;
    }) as unknown as HTMLElement['animate'];
    bar.append(element);
    return element;
  };
  const fill = part('fill');
  const rail = part('rail');
  document.body.append(bar);
  return { bar, fill, rail, started };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('createProgressGlide', () => {
  it('glides from where the video is to the end, over what is left of it at its speed', () => {
    const video = fakeVideo({ currentTime: 15, duration: 60, paused: false, playbackRate: 1.5 });
    const { bar, fill, rail, started } = parts();
    createProgressGlide(video, { bar, fill, rail }).sync();

    expect(bar.style.getPropertyValue('--player-progress')).toBe('0.25');
    expect(started.fill).toHaveLength(1);
    expect(started.fill[0]!.keyframes).toEqual([{ transform: 'scaleX(0.25)' }, { transform: 'scaleX(1)' }]);
    expect(started.fill[0]!.options).toMatchObject({ duration: 30_000, easing: 'linear' });
    expect(started.rail[0]!.keyframes).toEqual([{ transform: 'translateX(25%)' }, { transform: 'translateX(100%)' }]);
  });

  it('moves the thumb towards the left in a right-to-left page', () => {
    const video = fakeVideo({ currentTime: 30, duration: 60, paused: false });
    const { bar, fill, rail, started } = parts('rtl');
    createProgressGlide(video, { bar, fill, rail }).sync();

    expect(started.rail[0]!.keyframes).toEqual([{ transform: 'translateX(-50%)' }, { transform: 'translateX(-100%)' }]);
  });

  it('stands still where a paused video is, and a timeupdate moves it then', () => {
    const state = { currentTime: 6, duration: 60, paused: true };
    const video = fakeVideo(state);
    const { bar, fill, rail, started } = parts();
    const glide = createProgressGlide(video, { bar, fill, rail });
    glide.sync();
    expect(started.fill).toHaveLength(0);
    expect(bar.style.getPropertyValue('--player-progress')).toBe('0.1');

    state.currentTime = 12;
    glide.tick();
    expect(bar.style.getPropertyValue('--player-progress')).toBe('0.2');
  });

  it('stops gliding when the video pauses, and while the visitor drags', () => {
    const state = { currentTime: 10, duration: 40, paused: false };
    const video = fakeVideo(state);
    const { bar, fill, rail, started } = parts();
    const glide = createProgressGlide(video, { bar, fill, rail });
    glide.sync();
    const first = started.fill[0]!;

    glide.hold(true);
    expect(first.cancel).toHaveBeenCalled();
    expect(started.fill).toHaveLength(1);

    glide.hold(false);
    expect(started.fill).toHaveLength(2);

    state.paused = true;
    glide.sync();
    expect(started.fill[1]!.cancel).toHaveBeenCalled();
    expect(started.fill).toHaveLength(2);
  });

  it('leaves a running animation alone on timeupdate', () => {
    const state = { currentTime: 10, duration: 40, paused: false };
    const video = fakeVideo(state);
    const { bar, fill, rail, started } = parts();
    const glide = createProgressGlide(video, { bar, fill, rail });
    glide.sync();
    state.currentTime = 11;
    glide.tick();
    expect(started.fill).toHaveLength(1);
    expect(started.fill[0]!.cancel).not.toHaveBeenCalled();
    expect(bar.style.getPropertyValue('--player-progress')).toBe('0.25');
  });
});

describe('fractionOf', () => {
  it('is 0 before the duration is known and never leaves 0…1', () => {
    expect(fractionOf(fakeVideo({ currentTime: 3, duration: Number.NaN, paused: true }))).toBe(0);
    expect(fractionOf(fakeVideo({ currentTime: 70, duration: 60, paused: true }))).toBe(1);
  });
});
