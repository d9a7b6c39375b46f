import { useEffect, useState } from 'react';

/** The nearest ancestor that scrolls (a kept-alive page), so the margin below applies to it. */
function scrollParent(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/**
 * Calls `onReached` when the sentinel element comes within `marginPx` of the visible end of the
 * scrolling list, and again whenever `version` changes while it is still in view (a short page that
 * did not fill the screen). Returns the ref callback for the sentinel.
 */
export function useEndReached(
  onReached: () => void,
  { enabled, version, marginPx = 240 }: { enabled: boolean; version: unknown; marginPx?: number },
) {
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!sentinel || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReached();
      },
      { root: scrollParent(sentinel), rootMargin: `0px 0px ${marginPx}px 0px` },
    );
    // Observing fires once with the current state, which covers a sentinel already in view.
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, enabled, version, marginPx, onReached]);

  return setSentinel;
}
