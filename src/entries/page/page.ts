// The page's entry (index.html loads it): it waits for the prelude's first frame, then fetches and starts
// the app. Why, what it saves and how to undo it: docs/start-path.md, "The page's entry".
import { reloadForNewVersion, watchLeaving } from '@/app/routes/stale-chunk';
import { warmDocumentFont } from '@/shared/i18n/document-locale';
import { nextTask } from '@/shared/utils/next-task';
import '@/styles/global.css';
import { preludeFirstFrame } from './first-frame';

const PRELUDE_WAIT_MS = 1_000;
// Long after the first screen on a slow phone; a visitor who leaves sooner just misses the head start.
const SHELL_WORKER_DELAY_MS = 3_000;

// A chunk a navigation away cancels is not a new version (stale-chunk.ts).
watchLeaving();
// Below the support floor the floor check (src/entries/floor, which runs first) shows its page instead.
if (!window.__belowFloor) startWhenReady();

function startWhenReady() {
  void preludeFirstFrame(PRELUDE_WAIT_MS)
    .then(() => {
      // The language's webfont too (the early script has put the drama's language on <html>): it is small
      // beside the app and arrives first, so the first screen is laid out in it, not swapped to it later.
      void warmDocumentFont();
      // Starting a font's download and adding the app's <link>s (Vite's preload of its stylesheet) are each
      // a style pass on a slow phone: one task each.
      return nextTask();
    })
    .then(() => import('@/app/start'))
    // Evaluating the app's modules is one task already: the app starts in the next one, so a slow phone's
    // main thread is not held for both at once.
    .then(async ({ startApp, registerShellWorker }) => {
      await nextTask();
      startApp();
      setTimeout(registerShellWorker, SHELL_WORKER_DELAY_MS);
    })
    // A deploy between the page and its files: the same one reload, never a loop, as for a screen's chunk.
    .catch((error: unknown) => {
      if (!reloadForNewVersion(error)) console.error(error);
    });
}
