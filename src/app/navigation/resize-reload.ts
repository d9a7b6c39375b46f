import { useEffect } from 'react';

/** Long enough for a desktop drag or a rotation to settle, short enough to feel immediate. */
export const RESIZE_SETTLE_MS = 300;

/**
 * SPEC.md section 2 says resizing reloads to /. Only the width counts (DESIGN.md): a
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

/** Reloads to / once the window's width has settled on a different value than at start. */
export function useReloadOnWidthChange(reload: () => void = reloadToHome): void {
  useEffect(() => {
    const initialWidth = window.innerWidth;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      // Compared with the width at start, not the last event: a rotation there and back
      // within the settle time is no change at all.
      timer = setTimeout(() => {
        if (shouldReloadOnResize(initialWidth, window.innerWidth)) reload();
      }, RESIZE_SETTLE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      clearTimeout(timer);
    };
  }, [reload]);
}
