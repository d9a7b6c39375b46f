import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/errors';
import { createPollScheduler, isSettledStatus, type PollOutcome } from './poll-scheduler';

/** A check whose answers the test hands out: each call waits for the next `answer`. */
function scriptedCheck(outcomes: (PollOutcome | Error)[]) {
  const check = vi.fn(async (): Promise<PollOutcome> => {
    const next = outcomes.shift() ?? 'continue';
    if (next instanceof Error) throw next;
    return next;
  });
  return check;
}

/** Lets the check's promise settle and the scheduler react, without moving the clock. */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createPollScheduler', () => {
  it('checks at once when shown, then every interval', async () => {
    const check = scriptedCheck([]);
    const scheduler = createPollScheduler({ intervalMs: 2000, check });
    expect(check).toHaveBeenCalledTimes(0);

    scheduler.setActive(true);
    await flush();
    expect(check).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000 * 3);
    expect(check).toHaveBeenCalledTimes(5);
    scheduler.stop();
  });

  it('pauses while hidden and checks at once when shown again', async () => {
    const check = scriptedCheck([]);
    const scheduler = createPollScheduler({ intervalMs: 2000, check });
    scheduler.setActive(true);
    await flush();
    expect(check).toHaveBeenCalledTimes(1);

    scheduler.setActive(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(1);

    scheduler.setActive(true);
    await flush();
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(check).toHaveBeenCalledTimes(3);
    scheduler.stop();
  });

  it('shown while a check is under way: no second check beside it, one more as soon as it ends', async () => {
    // The check under way may have been answered before the payment went through in the banking app:
    // its 'continue' must not leave the visitor waiting a whole interval.
    let release: (outcome: PollOutcome) => void = () => undefined;
    const check = vi.fn(() => new Promise<PollOutcome>((resolve) => (release = resolve)));
    const scheduler = createPollScheduler({ intervalMs: 5000, check });
    scheduler.setActive(true);
    scheduler.setActive(false);
    scheduler.setActive(true);
    expect(check).toHaveBeenCalledTimes(1);

    release('continue');
    await flush();
    expect(check).toHaveBeenCalledTimes(2);
    release('continue');
    await vi.advanceTimersByTimeAsync(4999);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(3);
    scheduler.stop();
  });

  it('checks again at once after a failed check when asked while it was under way', async () => {
    let fail: (error: Error) => void = () => undefined;
    const check = vi.fn(() => new Promise<PollOutcome>((_, reject) => (fail = reject)));
    const scheduler = createPollScheduler({ intervalMs: 5000, check });
    scheduler.setActive(true);
    scheduler.checkNow();
    expect(check).toHaveBeenCalledTimes(1);
    fail(new Error('timeout of 60000ms exceeded'));
    await flush();
    expect(check).toHaveBeenCalledTimes(2);
    scheduler.stop();
  });

  it('a check asked for while hidden, or before hiding, waits until the page is shown', async () => {
    let release: (outcome: PollOutcome) => void = () => undefined;
    const check = vi.fn(() => new Promise<PollOutcome>((resolve) => (release = resolve)));
    const scheduler = createPollScheduler({ intervalMs: 5000, check });
    scheduler.setActive(true);
    scheduler.checkNow();
    scheduler.setActive(false);
    scheduler.checkNow();
    release('continue');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(1);

    scheduler.setActive(true);
    await flush();
    expect(check).toHaveBeenCalledTimes(2);
    scheduler.stop();
  });

  it('does not check again after the check under way settled the order', async () => {
    let release: (outcome: PollOutcome) => void = () => undefined;
    const check = vi.fn(() => new Promise<PollOutcome>((resolve) => (release = resolve)));
    const scheduler = createPollScheduler({ intervalMs: 5000, check });
    scheduler.setActive(true);
    scheduler.checkNow();
    release('settled');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(scheduler.settled).toBe(true);
  });

  it('stops for good once a check reports the order settled', async () => {
    const check = scriptedCheck(['continue', 'settled']);
    const scheduler = createPollScheduler({ intervalMs: 2000, check });
    scheduler.setActive(true);
    await flush();
    await vi.advanceTimersByTimeAsync(2000);
    expect(check).toHaveBeenCalledTimes(2);
    expect(scheduler.settled).toBe(true);

    await vi.advanceTimersByTimeAsync(60_000);
    scheduler.setActive(false);
    scheduler.setActive(true);
    await flush();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('keeps polling after a failed check, waiting longer after each failure in a row', async () => {
    const check = scriptedCheck([new Error('Network Error'), new Error('Network Error'), 'continue', 'continue']);
    const scheduler = createPollScheduler({ intervalMs: 2000, check });
    scheduler.setActive(true);
    await flush();
    expect(check).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(4000); // after 1 failure: 2 s × 2
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(7999); // after 2 failures: 2 s × 4
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(2000); // a success resets the delay
    expect(check).toHaveBeenCalledTimes(4);
    scheduler.stop();
  });

  it('does nothing after stop, even when a check under way settles later', async () => {
    let release: (outcome: PollOutcome) => void = () => undefined;
    const check = vi.fn(() => new Promise<PollOutcome>((resolve) => (release = resolve)));
    const scheduler = createPollScheduler({ intervalMs: 2000, check });
    scheduler.setActive(true);
    scheduler.stop();
    release('continue');
    await vi.advanceTimersByTimeAsync(60_000);
    scheduler.setActive(true);
    await flush();
    expect(check).toHaveBeenCalledTimes(1);
  });
});

describe('createPollScheduler and a server that asks to wait', () => {
  const limited = new ApiError({ code: 429, status: 429, message: 'Too many requests', retryAfter: '20' });

  it('waits what Retry-After asks after a failed check, longer than its own backoff, even when asked to check now', async () => {
    const check = scriptedCheck([limited]);
    const scheduler = createPollScheduler({ intervalMs: 2000, check });
    scheduler.setActive(true);
    await flush();
    expect(check).toHaveBeenCalledTimes(1);

    scheduler.checkNow(); // back online, back in front
    await vi.advanceTimersByTimeAsync(19_999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    scheduler.stop();
  });
});

describe('isSettledStatus', () => {
  it('treats paid, failed and expired as final and pending as not', () => {
    expect(['PENDING', 'PAID', 'FAILED', 'EXPIRED'].map(isSettledStatus)).toEqual([false, true, true, true]);
  });
});
