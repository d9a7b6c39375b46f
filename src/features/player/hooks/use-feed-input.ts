import { useEffect, useLayoutEffect, useRef, type WheelEvent } from 'react';
import type { SwipeDirection } from './use-swipe';

interface FeedKeys {
  /** False while a dialog is open: the keys leave the episodes alone. */
  interactive: boolean;
  muted: boolean;
  /** One episode down (1) or up (-1). */
  onStep: (direction: SwipeDirection) => void;
  onToggle: () => void;
  onUnmute: () => void;
}

const STEP_KEYS: Partial<Record<string, SwipeDirection>> = { ArrowDown: 1, PageDown: 1, ArrowUp: -1, PageUp: -1 };

/**
 * The feed's keys: the arrows and Page keys move one episode, Space and k play or pause, m turns the
 * sound on while it is off.
 */
export function useFeedKeys(keys: FeedKeys): void {
  const latest = useRef(keys);
  useLayoutEffect(() => {
    latest.current = keys;
  });

  useEffect(() => {
    if (!keys.interactive) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const onControl = (selector: string) => Boolean(target?.closest(selector));
      // Keys a focused control uses itself stay with it: typing, Space on a button or link, arrows on
      // the progress slider. Arrows mean nothing to a plain button, so they still change episodes
      // after a sheet gives the focus back to its nav button.
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (onControl('input, textarea, select, [contenteditable], dialog')) return;
      const { muted, onStep, onToggle, onUnmute } = latest.current;
      const step = STEP_KEYS[event.key];
      if (step && !onControl('[role="slider"], [role="tablist"], [role="radiogroup"]')) onStep(step);
      else if ((event.key === ' ' && !onControl('button, a')) || event.key === 'k') onToggle();
      else if (event.key === 'm' && muted) onUnmute();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keys.interactive]);
}

const WHEEL_THRESHOLD = 40;
const WHEEL_COOLDOWN_MS = 700;

/**
 * The feed's wheel (a mouse, a touchpad): a turn past a threshold moves one episode, then the wheel
 * rests a moment, so one flick of a touchpad is one episode.
 */
export function useWheelStep(interactive: boolean, onStep: (direction: SwipeDirection) => void) {
  const wheel = useRef({ total: 0, until: 0 });
  return (event: WheelEvent<HTMLElement>) => {
    if (!interactive || event.timeStamp < wheel.current.until) return;
    if ((event.target as Element).closest('[data-no-swipe]')) return; // the end card scrolls itself
    wheel.current.total += event.deltaY;
    if (Math.abs(wheel.current.total) < WHEEL_THRESHOLD) return;
    const direction: SwipeDirection = wheel.current.total > 0 ? 1 : -1;
    wheel.current = { total: 0, until: event.timeStamp + WHEEL_COOLDOWN_MS };
    onStep(direction);
  };
}
