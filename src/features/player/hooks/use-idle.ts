import { useCallback, useEffect, useState } from 'react';

/**
 * True once `delayMs` have passed since the last poke while `active`; a poke makes it false again.
 * Drives the overlay fading out while an episode plays untouched. Callers poke on every interaction,
 * including the one that makes `active` true.
 */
export function useIdle(active: boolean, delayMs: number): [boolean, () => void] {
  const [pokes, setPokes] = useState(0);
  const [idleAfter, setIdleAfter] = useState(-1);

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setIdleAfter(pokes), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs, pokes]);

  const poke = useCallback(() => setPokes((count) => count + 1), []);
  return [active && idleAfter === pokes, poke];
}
