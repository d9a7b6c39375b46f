import { useEffect } from 'react';

/** Long enough for a desktop drag or a rotation to settle, short enough to feel immediate. */
export const RESIZE_SETTLE_MS = 300;

export type ScreenOrientation = 'portrait' | 'landscape';

/** What the window looked like: its size and, where the browser tells, the screen's orientation. */
export interface WindowShape {
  width: number;
  height: number;
  /** The screen's own orientation (not the window's): a desktop window resized keeps it. */
  screen: ScreenOrientation | undefined;
}

/**
 * The screen's orientation: screen.orientation where it exists, else the older window.orientation
 * (iOS before 16.4), else unknown.
 */
export function screenOrientation(): ScreenOrientation | undefined {
  const type = typeof screen !== 'undefined' ? screen.orientation?.type : undefined;
  if (type) return type.startsWith('landscape') ? 'landscape' : 'portrait';
  const angle = (window as { orientation?: unknown }).orientation;
  if (typeof angle === 'number') return Math.abs(angle) === 90 ? 'landscape' : 'portrait';
  return undefined;
}

const currentShape = (): WindowShape => ({
  width: window.innerWidth,
  height: window.innerHeight,
  screen: screenOrientation(),
});

/**
 * Whether the change from `before` to `after` is the phone turning: the screen's orientation changed,
 * or, where the browser does not tell it, the window went from portrait to landscape or back with its
 * width and height (give or take the browser's bars) swapped.
 */
export function isRotation(before: WindowShape, after: WindowShape): boolean {
  if (before.screen && after.screen) return before.screen !== after.screen;
  const portrait = (shape: WindowShape) => shape.height >= shape.width;
  const swapped = Math.abs(after.width - before.height) <= before.height * 0.25;
  return portrait(before) !== portrait(after) && swapped;
}

/**
 * Resizing reloads to /, and only a desktop window's width counts (docs/product-rules.md, "Screens and
 * navigation"): a phone keyboard opening over the login form changes only the height and must not throw
 * the visitor's input away, and turning the phone keeps the app and its playback as they are.
 */
export function shouldReloadOnResize(before: WindowShape, after: WindowShape): boolean {
  return Math.round(before.width) !== Math.round(after.width) && !isRotation(before, after);
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
 * Reloads to / once the window's width has settled on a different value than at start, unless the
 * phone turned. The shape at start is read a frame after mounting, once the browser has laid the new
 * screen out: read in the effect itself, window.innerWidth would force that layout inside the effect's
 * task (on a slow phone a quarter of the app's longest task at start). A rotation makes the turned
 * shape the one later changes are compared with.
 */
export function useReloadOnWidthChange(reload: () => void = reloadToHome): void {
  useEffect(() => {
    let start: WindowShape | undefined;
    let readTimer: ReturnType<typeof setTimeout> | undefined;
    let settleTimer: ReturnType<typeof setTimeout> | undefined;
    // A task after the frame: requestAnimationFrame's callback itself runs before that frame's layout.
    const frame = requestAnimationFrame(() => {
      readTimer = setTimeout(() => {
        start ??= currentShape();
      });
    });
    const onResize = () => {
      clearTimeout(settleTimer);
      // Compared with the shape at start, not the last event: a rotation there and back
      // within the settle time is no change at all.
      settleTimer = setTimeout(() => {
        const now = currentShape();
        start ??= now; // Resized before the first frame: the settled shape is the start.
        if (shouldReloadOnResize(start, now)) reload();
        else if (isRotation(start, now)) start = now;
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
