import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left of a `seconds` long countdown that runs while `running` is true, then calls
 * `onDone` once. Counted against the clock, not by ticks, so a throttled background tab still
 * ends on time; a page hidden by <Activity> pauses it and resumes where it stopped.
 */
export function useCountdown(seconds: number, running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const leftRef = useRef(seconds);
  const onDoneRef = useRef(onDone);

  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (!running || leftRef.current <= 0) return;
    const deadline = Date.now() + leftRef.current * 1000;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      if (remaining === leftRef.current) return;
      leftRef.current = remaining;
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        onDoneRef.current();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [running]);

  return left;
}
