import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchStall } from './stall-watch';

/** A <video> whose playback state the test sets, and which records the seeks it is asked for. */
function fakeVideo(state: Partial<HTMLVideoElement>) {
  const seeks: number[] = [];
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
    set currentTime(value: number) {
      seeks.push(value);
      time = value;
    },
  };
  return { video: video as unknown as HTMLVideoElement, seeks, advance: (by: number) => (time += by) };
}

describe('watchStall', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('seeks a playing video whose clock stopped to where it stands, once per two still seconds', () => {
    const { video, seeks } = fakeVideo({});
    const stop = watchStall(video);
    vi.advanceTimersByTime(1_000);
    expect(seeks).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(seeks).toEqual([3]);
    vi.advanceTimersByTime(2_000);
    expect(seeks).toEqual([3, 3]);
    stop();
    vi.advanceTimersByTime(5_000);
    expect(seeks).toHaveLength(2);
  });

  it('leaves a video alone while its clock moves', () => {
    const { video, seeks, advance } = fakeVideo({});
    const stop = watchStall(video);
    for (let second = 0; second < 5; second++) {
      advance(1);
      vi.advanceTimersByTime(1_000);
    }
    expect(seeks).toEqual([]);
    stop();
  });

  it.each([
    ['paused', { paused: true }],
    ['at its end', { ended: true }],
    ['seeking', { seeking: true }],
    ['buffering', { readyState: HTMLMediaElement.HAVE_CURRENT_DATA }],
  ])('leaves a video alone when it is %s', (_label, state) => {
    const { video, seeks } = fakeVideo(state);
    const stop = watchStall(video);
    vi.advanceTimersByTime(5_000);
    expect(seeks).toEqual([]);
    stop();
  });
});
