// Liveness (docs/product-rules.md, "Start-up", step 6): a counter ticks every second; at 5 the seconds go to the server
// and the counter resets; the rest goes when the page closes. The server may set the interval (5 to 60 s) in its answer. Senders and the page are injected so the counting can be
// tested with fake timers and no network.

export interface LivenessOptions {
  /**
   * The regular report. Rejects when it was not accepted, so its seconds go with the next one; resolves to the
   * seconds until the next report when the server sets them (the contract's nextReportSeconds).
   */
  post(userId: string, seconds: number): Promise<number | undefined>;
  /** The report sent while the page goes away (fetch with keepalive, so it outlives the page). */
  postOnClose(userId: string, seconds: number): Promise<unknown>;
  /** Seconds per report until the server sets them; 5 by the product rules. */
  reportEvery?: number;
  /** The page whose visibility gates the counting; the real one unless a test passes its own. */
  page?: { window: Window; document: Document };
}

export interface Liveness {
  /** Starts counting for this user. Nothing is counted or sent before a user exists. */
  start(userId: string): void;
  /** Stops counting; seconds not yet sent go with a last regular report. */
  stop(): void;
  /** Seconds counted and not yet handed to a sender. */
  readonly pendingSeconds: number;
}

const TICK_MS = 1000;

export function createLiveness(options: LivenessOptions): Liveness {
  const usualEvery = options.reportEvery ?? 5;
  let reportEvery = usualEvery;
  const page = options.page ?? { window, document };
  let userId: string | null = null;
  let pending = 0; // counted and not yet handed to a sender
  let sinceReport = 0; // the rules' counter: reset every time a report is due
  let posting = false;
  let pageGone = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  // A failed report puts its seconds back: no second is lost, and none is counted twice because a
  // second leaves `pending` the moment a sender takes it.
  const giveBack = (seconds: number) => () => {
    pending += seconds;
  };

  // A visitor whose page is hidden (another tab, the app in the background, the screen off) is not
  // watching, so those seconds are not counted: hiding flushes what was counted and pauses the counter.
  const visible = () => !pageGone && page.document.visibilityState !== 'hidden';

  const tick = () => {
    if (userId === null || !visible()) return;
    pending += 1;
    sinceReport += 1;
    if (sinceReport < reportEvery) return;
    sinceReport = 0;
    // A report still under way keeps its turn; these seconds go with the next one.
    if (posting) return;
    const seconds = pending;
    pending = 0;
    posting = true;
    options
      .post(userId, seconds)
      .then((next) => {
        // Each answer sets the next interval; only what the contract allows (5 to 60 s), else the usual one,
        // so that a server's mistake cannot turn the reports into a flood.
        reportEvery = next && next >= 5 && next <= 60 ? next : usualEvery;
      }, giveBack(seconds))
      .finally(() => {
        posting = false;
      });
  };

  const flushOnClose = () => {
    if (userId === null || pending === 0) return;
    const seconds = pending;
    pending = 0;
    sinceReport = 0;
    // If the page survives (it was only hidden) and the report failed, the seconds come back.
    options.postOnClose(userId, seconds).catch(giveBack(seconds));
  };

  const onVisibilityChange = () => {
    if (page.document.visibilityState === 'hidden') flushOnClose();
  };
  const onPageHide = () => {
    flushOnClose();
    pageGone = true;
  };
  // A page restored from the back/forward cache comes back to life.
  const onPageShow = () => {
    pageGone = false;
  };

  const detach = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    page.document.removeEventListener('visibilitychange', onVisibilityChange);
    page.window.removeEventListener('pagehide', onPageHide);
    page.window.removeEventListener('pageshow', onPageShow);
  };

  const stop = () => {
    detach();
    if (userId !== null && pending > 0) {
      // Nobody is left to retry, so a failure here is only ignored.
      options.post(userId, pending).catch(() => undefined);
    }
    pending = 0;
    sinceReport = 0;
    userId = null;
  };

  return {
    start(id) {
      if (userId !== null && userId !== id) stop();
      userId = id;
      if (timer !== undefined) return;
      timer = setInterval(tick, TICK_MS);
      page.document.addEventListener('visibilitychange', onVisibilityChange);
      page.window.addEventListener('pagehide', onPageHide);
      page.window.addEventListener('pageshow', onPageShow);
    },
    stop,
    get pendingSeconds() {
      return pending;
    },
  };
}
