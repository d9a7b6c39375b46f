// User-action reporting (docs/product-rules.md, "Start-up"): one report per route change, in order, each waiting
// (retrying every 2 seconds) until a user and a promotion link exist.

type ActionType = 'visit' | 'play' | 'unlock' | 'recharge';

/** Who the report is about; null until the session has both a user and a drama. */
export interface ActionContext {
  h5UserId: string;
  dramaId: string;
  promotionLinkId: string;
}

export interface UserAction extends ActionContext {
  actionType: ActionType;
  actionTime: string;
  amount?: number;
}

export interface ActionReporterOptions {
  /** Sends one report; a rejection drops that report (it is a statistic, not worth blocking the queue). */
  send(action: UserAction): Promise<unknown>;
  retryMs?: number;
  now?: () => Date;
}

export interface ActionReporter {
  report(actionType?: ActionType, amount?: number): void;
  /** Who the reports are about from now on; null while there is no user or drama. Read when a report is due. */
  setContext(context: ActionContext | null): void;
  /** Stops retrying; queued reports wait for resume(). (React StrictMode pauses and resumes at once.) */
  pause(): void;
  resume(): void;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Local time as YYYY-MM-DD HH:mm:ss on the 24-hour clock, the format the server expects. */
export function formatActionTime(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export function createActionReporter(options: ActionReporterOptions): ActionReporter {
  const retryMs = options.retryMs ?? 2000;
  const now = options.now ?? (() => new Date());
  // The time is taken when the route changes, not when the report finally leaves.
  const queue: { actionType: ActionType; actionTime: string; amount?: number }[] = [];
  let context: ActionContext | null = null;
  let running = false;
  let paused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const drain = async () => {
    if (running || paused) return;
    running = true;
    try {
      while (queue.length > 0 && !paused) {
        if (context === null) {
          timer = setTimeout(() => {
            timer = undefined;
            void drain();
          }, retryMs);
          return;
        }
        const next = queue.shift();
        if (next === undefined) break;
        await options.send({ ...context, ...next }).catch(() => undefined);
      }
    } finally {
      running = false;
    }
  };

  return {
    report(actionType = 'visit', amount) {
      queue.push({ actionType, actionTime: formatActionTime(now()), ...(amount === undefined ? {} : { amount }) });
      if (timer === undefined) void drain();
    },
    setContext(next) {
      context = next;
    },
    pause() {
      paused = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
    resume() {
      paused = false;
      void drain();
    },
  };
}
