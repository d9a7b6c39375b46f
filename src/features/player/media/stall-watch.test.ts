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
    buffered: { length: 1, start: () => 0, end: () => 20 },
    ...state,
    get currentTime() {
      return time;
    },
    set currentTime(value: number) {
      calls.push(`seek ${value}`);
      time = value;
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

  it('seeks again where it stands and restarts a seek left pending for three seconds over buffered data', () => {
    const { video, calls } = fakeVideo({ seeking: true });
    const stop = watchStall(video);
    vi.advanceTimersByTime(2_000);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(calls).toEqual(['seek 3', 'pause', 'play']);
    stop();
  });

  it('leaves a seek to data still on its way alone, however long it takes', () => {
    const { video, calls } = fakeVideo({
      seeking: true,
      buffered: { length: 1, start: () => 10, end: () => 20 } as TimeRanges,
    });
    const stop = watchStall(video);
    vi.advanceTimersByTime(10_000);
    expect(calls).toEqual([]);
    stop();
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
    ['seeking to data still on its way', { seeking: true, buffered: { length: 0 } as TimeRanges }],
    ['buffering', { readyState: HTMLMediaElement.HAVE_CURRENT_DATA }],
  ])('leaves a video alone when it is %s', (_label, state) => {
    const { video, calls } = fakeVideo(state);
    const stop = watchStall(video);
    vi.advanceTimersByTime(5_000);
    expect(calls).toEqual([]);
    stop();
  });
});
