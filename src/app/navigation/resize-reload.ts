import { useEffect } from 'react';

/** Long enough for a desktop drag or a rotation to settle, short enough to feel immediate. */
export const RESIZE_SETTLE_MS = 300;

/**
 * Resizing reloads to /, and only the width counts (docs/product-rules.md, "Screens and navigation"): a
 * rotation or a desktop resize changes it, while a phone keyboard opening over the
 * login form changes only the height and must not throw the visitor's input away.
 */
export function shouldReloadOnResize(initialWidth: number, currentWidth: number): boolean {
  return Math.round(initialWidth) !== Math.round(currentWidth);
}

/**
 * The address the reload goes to: / with the current query kept, so a landing key
 * (?info=...) and ttclid survive the reload; everything else re-starts from home.
 */
export function reloadTarget(search: string): string {
  return `/${search}`;
}

const reloadToHome = () => window.location.replace(reloadTarget(window.location.search));

/**
 * Reloads to / once the window's width has settled on a different value than at start. The width at
 * start is read a frame after mounting, once the browser has laid the new screen out: read in the effect
 * itself, window.innerWidth would force that layout inside the effect's task (on a slow phone a quarter
 * of the app's longest task at start).
 */
export function useReloadOnWidthChange(reload: () => void = reloadToHome): void {
  useEffect(() => {
    let initialWidth: number | undefined;
    let readTimer: ReturnType<typeof setTimeout> | undefined;
    let settleTimer: ReturnType<typeof setTimeout> | undefined;
    // A task after the frame: requestAnimationFrame's callback itself runs before that frame's layout.
    const frame = requestAnimationFrame(() => {
      readTimer = setTimeout(() => {
        initialWidth ??= window.innerWidth;
      });
    });
    const onResize = () => {
      clearTimeout(settleTimer);
      // Compared with the width at start, not the last event: a rotation there and back
      // within the settle time is no change at all.
      settleTimer = setTimeout(() => {
        initialWidth ??= window.innerWidth; // Resized before the first frame: the settled width is the start.
        if (shouldReloadOnResize(initialWidth, window.innerWidth)) reload();
      }, RESIZE_SETTLE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      cancelAnimationFrame(frame);
      clearTimeout(readTimer);
      clearTimeout(settleTimer);
    };
  }, [reload]);
}
