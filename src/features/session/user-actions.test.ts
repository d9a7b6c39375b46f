import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActionReporter, formatActionTime, type ActionContext, type UserAction } from './user-actions';

const context: ActionContext = { h5UserId: 'u1', dramaId: 'd1', promotionLinkId: 'p1' };

describe('formatActionTime', () => {
  it('writes local time as YYYY-MM-DD HH:mm:ss on the 24-hour clock', () => {
    expect(formatActionTime(new Date(2024, 0, 5, 3, 4, 5))).toBe('2024-01-05 03:04:05');
    expect(formatActionTime(new Date(2024, 11, 31, 23, 59, 9))).toBe('2024-12-31 23:59:09');
  });
});

describe('createActionReporter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2024, 5, 1, 14, 30, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('posts a visit with the user, drama and promotion link', async () => {
    const send = vi.fn((_a: UserAction) => Promise.resolve());
    const reporter = createActionReporter({ send });
    reporter.setContext(context);
    reporter.report();
    await vi.advanceTimersByTimeAsync(0);
    expect(send.mock.calls).toEqual([
      [
        {
          h5UserId: 'u1',
          dramaId: 'd1',
          promotionLinkId: 'p1',
          actionType: 'visit',
          actionTime: '2024-06-01 14:30:00',
        },
      ],
    ]);
  });

  it('retries every 2 seconds until a user exists, keeping the time of the change', async () => {
    const send = vi.fn((_a: UserAction) => Promise.resolve());
    const reporter = createActionReporter({ send });
    reporter.report();
    await vi.advanceTimersByTimeAsync(5000);
    reporter.setContext(context);
    await vi.advanceTimersByTimeAsync(999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0].actionTime).toBe('2024-06-01 14:30:00');
  });

  it('sends a burst of changes one by one, in order', async () => {
    const sent: string[] = [];
    const resolvers: (() => void)[] = [];
    const send = vi.fn(
      (action: UserAction) =>
        new Promise<void>((resolve) => {
          sent.push(action.actionTime);
          resolvers.push(resolve);
        }),
    );
    const reporter = createActionReporter({ send });
    reporter.setContext(context);
    for (const second of [1, 2, 3]) {
      vi.setSystemTime(new Date(2024, 5, 1, 14, 30, second));
      reporter.report();
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['2024-06-01 14:30:01']);
    resolvers.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    resolvers.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['2024-06-01 14:30:01', '2024-06-01 14:30:02', '2024-06-01 14:30:03']);
  });

  it('keeps the order when changes arrive while waiting for a user', async () => {
    const send = vi.fn((_a: UserAction) => Promise.resolve());
    const reporter = createActionReporter({ send });
    reporter.report('visit');
    await vi.advanceTimersByTimeAsync(500);
    reporter.report('play');
    reporter.setContext(context);
    await vi.advanceTimersByTimeAsync(1500);
    expect(send.mock.calls.map(([a]) => a.actionType)).toEqual(['visit', 'play']);
    reporter.report('recharge', 30);
    await vi.advanceTimersByTimeAsync(0);
    expect(send.mock.calls.map(([a]) => [a.actionType, a.amount])).toEqual([
      ['visit', undefined],
      ['play', undefined],
      ['recharge', 30],
    ]);
  });

  it('goes on with the next report after a failed one', async () => {
    const send = vi.fn((_a: UserAction) => Promise.resolve());
    send.mockRejectedValueOnce(new Error('Network Error'));
    const reporter = createActionReporter({ send });
    reporter.setContext(context);
    reporter.report('visit');
    reporter.report('play');
    await vi.advanceTimersByTimeAsync(0);
    expect(send.mock.calls.map(([a]) => a.actionType)).toEqual(['visit', 'play']);
  });

  it('stops retrying while paused and goes on, in order, when resumed', async () => {
    const send = vi.fn((_a: UserAction) => Promise.resolve());
    const reporter = createActionReporter({ send });
    reporter.report('visit');
    reporter.pause();
    reporter.report('play');
    reporter.setContext(context);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).not.toHaveBeenCalled();
    reporter.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(send.mock.calls.map(([a]) => a.actionType)).toEqual(['visit', 'play']);
  });
});
