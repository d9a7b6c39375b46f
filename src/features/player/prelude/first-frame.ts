// For the app's entry (src/main.tsx), which must not share a module with the app it starts: a shared
// module would be bundled with the app and run with the entry, which is what the entry waits to avoid.
// So this reads the prelude's state (prelude.ts) from window, and imports only its types.
import type {} from './prelude';

/**
 * Resolves once the prelude has shown its first frame, at once when there is no prelude, and after
 * `timeoutMs` at the latest.
 */
export function preludeFirstFrame(timeoutMs: number): Promise<void> {
  const element = window.__prelude?.waiting?.element;
  if (!element || element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    const shown = () => {
      clearTimeout(timer);
      resolve();
    };
    // requestVideoFrameCallback answers when the frame is composited; 'error' means none will come.
    if (typeof element.requestVideoFrameCallback === 'function') element.requestVideoFrameCallback(shown);
    else element.addEventListener('loadeddata', shown, { once: true });
    element.addEventListener('error', shown, { once: true });
  });
}
