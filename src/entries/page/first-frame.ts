// For the page's entry (page.ts), which must not share a module with the app it starts: a shared module
// would be bundled with the app and run with the entry, which is what the entry waits to avoid. So this
// reads the prelude's state from window (the early script's, src/entries/early/prelude.ts), and imports
// only its types (shared/hand-over.ts).
import type {} from '@/shared/hand-over';

const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Resolves once the prelude has shown its first frame, at once when there is none and none is coming,
 * and after `timeoutMs` at the latest. When the early drama answer is still on its way (a first visit),
 * it may yet start one: that is waited for too, within the same time.
 */
export async function preludeFirstFrame(timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  const deciding = window.__prelude?.deciding;
  if (!window.__prelude?.waiting && deciding) await Promise.race([deciding, after(timeoutMs)]);
  const element = window.__prelude?.waiting?.element;
  if (!element || element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) return;
  await new Promise<void>((resolve) => {
    void after(deadline - performance.now()).then(resolve);
    // requestVideoFrameCallback answers when the frame is composited; 'error' means none will come.
    if (typeof element.requestVideoFrameCallback === 'function') element.requestVideoFrameCallback(() => resolve());
    else element.addEventListener('loadeddata', () => resolve(), { once: true });
    element.addEventListener('error', () => resolve(), { once: true });
  });
}
