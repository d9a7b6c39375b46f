// The app's own report of a page's first frame: its playback quality beacon (src/features/player/quality,
// docs/backend.md "Playback quality"), whose first view says when its play instruction was given (playAtMs) and
// how long the first frame took after it (ttffMs), on the page's clock, the clock the frame probe reads. Asked for
// once the bench's measurement of the page is over: the page is told it is hidden, as the app's end-to-end tests
// do, and the beacon it sends is read on its way to the mock.

const QUALITY_PATH = '/h5/user_action/playback_quality';
const REPORT_TIMEOUT_MS = 15_000;

/**
 * The first frame the app reports for `page` (performance.now() of its presentation), or null when it reported
 * none (no beacon within the time, no view, or a view without a frame).
 */
export async function reportedFirstFrame(page) {
  try {
    // The reporter loads after the first frame (views.ts); it marks the page's timeline once it listens.
    await page.waitForFunction(() => performance.getEntriesByName('playback-quality').length > 0, null, {
      timeout: REPORT_TIMEOUT_MS,
      polling: 200,
    });
    const beacon = page.waitForRequest((request) => new URL(request.url()).pathname === QUALITY_PATH, {
      timeout: REPORT_TIMEOUT_MS,
    });
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const batch = JSON.parse((await beacon).postData() ?? 'null');
    const view = batch?.views?.[0];
    return typeof view?.ttffMs === 'number' ? view.playAtMs + view.ttffMs : null;
  } catch {
    return null;
  }
}

/** How far apart the app's report and the bench's frame are (ms), or null when either is missing. */
export const apart = (reported, measured) =>
  Number.isFinite(reported) && Number.isFinite(measured) ? Math.abs(reported - measured) : null;

/** The most apart of the runs, or null when a run has no agreement to give (a failure of its own). */
export const mostApart = (values) => (values.length && values.every(Number.isFinite) ? Math.max(...values) : null);
