import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { formatClock } from '../logic/clock';
import { seekVideo } from '../media/controls';

interface ProgressBarProps {
  video: HTMLVideoElement | null;
  label: string;
  /** Called on every touch, so the overlay stays awake while the visitor scrubs. */
  onInteract?: () => void;
}

const KEY_STEP_SECONDS = 5;

/**
 * The current episode's position. It follows the video on each timeupdate (smoothly in between while the
 * controls show, by a compositor transition) and seeks when dragged or with the arrow keys.
 * It fills from the inline start, so it runs right to left in Arabic.
 */
export function ProgressBar({ video, label, onInteract }: ProgressBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [scrub, setScrub] = useState<number | null>(null);

  useEffect(() => {
    const element = bar.current;
    if (!video || !element) return;
    // Once per timeupdate (about four times a second): the fill and the thumb move to the new place, gliding
    // by a compositor transition as long as that interval while the controls show (player.css), never
    // redrawn from script per frame.
    const sync = () => {
      const total = Number.isFinite(video.duration) ? video.duration : 0;
      setTime(video.currentTime);
      setDuration(total);
      const fraction = total > 0 ? video.currentTime / total : 0;
      element.style.setProperty('--player-progress', String(Math.min(1, Math.max(0, fraction))));
    };
    const events = ['timeupdate', 'durationchange', 'seeked', 'emptied'] as const;
    events.forEach((name) => video.addEventListener(name, sync));
    sync();
    return () => events.forEach((name) => video.removeEventListener(name, sync));
  }, [video]);

  const fractionAt = (clientX: number): number => {
    const element = bar.current;
    if (!element) return 0;
    const rect = element.getBoundingClientRect();
    const rtl = getComputedStyle(element).direction === 'rtl';
    const offset = rtl ? rect.right - clientX : clientX - rect.left;
    return rect.width > 0 ? Math.min(1, Math.max(0, offset / rect.width)) : 0;
  };

  const seekTo = (seconds: number) => {
    if (!video || !(duration > 0)) return;
    setTime(seekVideo(video, seconds));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!(duration > 0)) return;
    onInteract?.();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setScrub(fractionAt(event.clientX));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (scrub === null) return;
    onInteract?.();
    setScrub(fractionAt(event.clientX));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (scrub === null) return;
    seekTo(fractionAt(event.clientX) * duration);
    setScrub(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = bar.current ? getComputedStyle(bar.current).direction === 'rtl' : false;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const steps: Record<string, number> = { [forward]: 1, ArrowUp: 1, [backward]: -1, ArrowDown: -1 };
    if (event.key in steps) seekTo(time + (steps[event.key] ?? 0) * KEY_STEP_SECONDS);
    else if (event.key === 'Home') seekTo(0);
    else if (event.key === 'End') seekTo(duration);
    else return;
    event.preventDefault();
    event.stopPropagation();
    onInteract?.();
  };

  const shownTime = scrub === null ? time : scrub * duration;
  return (
    <div
      ref={bar}
      className={`player-progress${scrub === null ? '' : ' player-progress--scrubbing'}`}
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(shownTime)}
      aria-valuetext={`${formatClock(shownTime)} / ${formatClock(duration)}`}
      data-no-swipe
      style={scrub === null ? undefined : { ['--player-scrub' as string]: String(scrub) }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setScrub(null)}
      onKeyDown={onKeyDown}
    >
      <div className="player-progress__track">
        <div className="player-progress__fill" />
        <div className="player-progress__rail">
          <div className="player-progress__thumb" />
        </div>
      </div>
      {scrub !== null && (
        <div className="player-progress__time" aria-hidden="true" dir="ltr">
          {formatClock(shownTime)} / {formatClock(duration)}
        </div>
      )}
    </div>
  );
}
