// When to ask for an order's status, apart from how to ask: a plain object driven by
// setTimeout, so the rules can be tested with fake timers and no React.
import { retryAfterOf } from '@/shared/api/retry-after';

export type PollOutcome = 'continue' | 'settled';

export interface PollSchedulerOptions {
  /** Time between the end of one check and the start of the next. */
  intervalMs: number;
  /**
   * One check. 'settled' ends polling for good; a rejection is retried later (see retryDelayMs), never before the
   * wait a server asked for with it (Retry-After), even when asked to check now.
   */
  check: () => Promise<PollOutcome>;
  /** Delay after the n-th failed check in a row (n from 1); by default the interval, doubled per failure, at most 30 s. */
  retryDelayMs?: (failures: number) => number;
}

export interface PollScheduler {
  /**
   * The page is shown (true) or hidden (false). Showing checks at once (see checkNow); hiding cancels
   * the next check (one under way may finish, but schedules nothing).
   */
  setActive(active: boolean): void;
  /**
   * Checks at once while active. With a check under way, one more follows as soon as it ends: its
   * answer may have been given before what made the caller ask (a payment finished in the banking app).
   */
  checkNow(): void;
  /** Ends polling for good (the page is gone). */
  stop(): void;
  /** True once a check reported 'settled'. */
  readonly settled: boolean;
}

export function createPollScheduler({ intervalMs, check, retryDelayMs }: PollSchedulerOptions): PollScheduler {
  const retryDelay = retryDelayMs ?? ((failures: number) => Math.min(intervalMs * 2 ** failures, 30_000));
  let active = false;
  let finished = false; // settled or stopped
  let settled = false;
  let running = false;
  // A check was asked for while one was under way: it runs once that one ends, not an interval later.
  let askedWhileRunning = false;
  let failures = 0;
  // A server asked not to be asked again before this time (Retry-After).
  let notBefore = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const schedule = (delay: number) => {
    clear();
    if (active && !finished) timer = setTimeout(run, delay);
  };

  const afterCheck = (delay: number) => {
    const again = askedWhileRunning && active;
    askedWhileRunning = false;
    if (again) checkNow();
    else schedule(delay);
  };

  function run() {
    timer = undefined;
    if (finished) return;
    if (running) {
      askedWhileRunning = true;
      return;
    }
    running = true;
    let outcome: Promise<PollOutcome>;
    try {
      outcome = check();
    } catch (error) {
      outcome = Promise.reject(error);
    }
    outcome.then(
      (result) => {
        running = false;
        if (finished) return;
        failures = 0;
        if (result === 'settled') {
          settled = true;
          finished = true;
          clear();
        } else afterCheck(intervalMs);
      },
      (error: unknown) => {
        running = false;
        if (finished) return;
        failures += 1;
        const asked = retryAfterOf(error) ?? 0;
        notBefore = Date.now() + asked;
        afterCheck(Math.max(retryDelay(failures), asked));
      },
    );
  }

  function checkNow() {
    if (!active || finished) return;
    const wait = notBefore - Date.now();
    if (wait > 0) return schedule(wait);
    clear();
    run();
  }

  return {
    setActive(next) {
      if (finished || next === active) return;
      active = next;
      if (active) checkNow();
      else {
        clear();
        askedWhileRunning = false;
      }
    },
    checkNow,
    stop() {
      finished = true;
      active = false;
      clear();
    },
    get settled() {
      return settled;
    },
  };
}

/** Whether an order status is final: polling stops, the page shows the outcome. */
export function isSettledStatus(status: string): boolean {
  return status === 'PAID' || status === 'FAILED' || status === 'EXPIRED';
}
