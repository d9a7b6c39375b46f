import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchStall } from './stall-watch';

/** A <video> whose playback state the test sets, and which records what it is asked to do. */
function fakeVideo(state: Partial<HTMLVideoElement>) {
  const calls: string[] = [];
  let time = 3;
  const video = {
    paused: false,
    ended: false,
    seeking: false,
    playbackRate: 1,
    readyState: HTMLMediaElement.HAVE_ENOUGH_DATA,
    ...state,
    get currentTime() {
      return time;
    },
    pause: () => calls.push('pause'),
    play: () => {
      calls.push('play');
      return Promise.resolve();
    },
  };
  return { video: video as unknown as HTMLVideoElement, calls, advance: (by: number) => (time += by) };
}

describe('watchStall', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pauses and plays again a playing video whose clock stopped, once per two still seconds', () => {
    const { video, calls } = fakeVideo({});
    const stop = watchStall(video);
    vi.advanceTimersByTime(1_000);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(calls).toEqual(['pause', 'play']);
    vi.advanceTimersByTime(2_000);
    expect(calls).toEqual(['pause', 'play', 'pause', 'play']);
    stop();
    vi.advanceTimersByTime(5_000);
    expect(calls).toHaveLength(4);
  });

  it('leaves a video alone while its clock moves', () => {
    const { video, calls, advance } = fakeVideo({});
    const stop = watchStall(video);
    for (let second = 0; second < 5; second++) {
      advance(1);
      vi.advanceTimersByTime(1_000);
    }
    expect(calls).toEqual([]);
    stop();
  });

  it.each([
    ['paused', { paused: true }],
    ['at its end', { ended: true }],
    ['seeking', { seeking: true }],
    ['buffering', { readyState: HTMLMediaElement.HAVE_CURRENT_DATA }],
  ])('leaves a video alone when it is %s', (_label, state) => {
    const { video, calls } = fakeVideo(state);
    const stop = watchStall(video);
    vi.advanceTimersByTime(5_000);
    expect(calls).toEqual([]);
    stop();
  });
});
