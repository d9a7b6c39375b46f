import { useCallback, useRef, useState, type PointerEvent } from 'react';

/** +1: the next episode (swipe up); -1: the previous one (swipe down). */
export type SwipeDirection = 1 | -1;

interface SwipeOptions {
  /** Whether there is an episode that way; otherwise the drag only stretches a little. */
  canGo: (direction: SwipeDirection) => boolean;
  onSwipe: (direction: SwipeDirection) => void;
  onTap: () => void;
  /** Any touch at all (keeps the overlay awake). */
  onTouch?: () => void;
}

interface Gesture {
  pointerId: number;
  startX: number;
  startY: number;
  startTime: number;
  height: number;
  dragging: boolean;
}

const SLOP_PX = 10;
const DISTANCE_RATIO = 0.18;
const FLICK_PX_PER_MS = 0.45;
const TAP_MS = 450;
const RUBBER_BAND = 0.25;

/** The CSS property on the element with the handlers that holds the drag offset (`px`) while dragging. */
export const SWIPE_OFFSET_PROPERTY = '--swipe-offset';

/**
 * Vertical swipes with touch, pen or a mouse drag, through pointer events. Returns the handlers for
 * the feed and whether a drag is on. While dragging, the finger's offset is written to the feed's
 * `--swipe-offset` CSS property (removed when the drag ends), which its slides add to their place:
 * not React state, since a render per pointer move re-rendered the three slides and the overlay about
 * every 16 ms of a swipe. A short touch that does not move is a tap. Elements marked `data-no-swipe`
 * (buttons, the progress bar) keep their own pointer handling.
 */
export function useSwipe({ canGo, onSwipe, onTap, onTouch }: SwipeOptions) {
  const gesture = useRef<Gesture | null>(null);
  const [dragging, setDragging] = useState(false);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
      if ((event.target as Element).closest('[data-no-swipe]')) return;
      onTouch?.();
      gesture.current = {
        pointerId: event.pointerId,
        startX: event.clientX,
        startY: event.clientY,
        startTime: event.timeStamp,
        height: event.currentTarget.clientHeight || window.innerHeight,
        dragging: false,
      };
    },
    [onTouch],
  );

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const current = gesture.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const dy = event.clientY - current.startY;
      const dx = event.clientX - current.startX;
      if (!current.dragging) {
        if (Math.abs(dy) < SLOP_PX || Math.abs(dy) < Math.abs(dx)) return;
        current.dragging = true;
        setDragging(true);
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }
      const direction: SwipeDirection = dy < 0 ? 1 : -1;
      const offset = canGo(direction) ? dy : dy * RUBBER_BAND;
      event.currentTarget.style.setProperty(SWIPE_OFFSET_PROPERTY, `${offset}px`);
    },
    [canGo],
  );

  const finish = useCallback(
    (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
      const current = gesture.current;
      if (!current || current.pointerId !== event.pointerId) return;
      gesture.current = null;
      if (current.dragging) {
        event.currentTarget.style.removeProperty(SWIPE_OFFSET_PROPERTY);
        setDragging(false);
      }
      const dy = event.clientY - current.startY;
      const elapsed = Math.max(1, event.timeStamp - current.startTime);
      if (cancelled) return;
      if (current.dragging) {
        const direction: SwipeDirection = dy < 0 ? 1 : -1;
        const far = Math.abs(dy) > current.height * DISTANCE_RATIO;
        const flick = Math.abs(dy) / elapsed > FLICK_PX_PER_MS && Math.abs(dy) > SLOP_PX * 3;
        if ((far || flick) && canGo(direction)) onSwipe(direction);
        return;
      }
      if (elapsed < TAP_MS) onTap();
    },
    [canGo, onSwipe, onTap],
  );

  return {
    dragging,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (event: PointerEvent<HTMLElement>) => finish(event, false),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => finish(event, true),
    },
  };
}
