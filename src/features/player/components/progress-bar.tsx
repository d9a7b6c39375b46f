import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { formatClock } from '../logic/clock';
import { seekVideo } from '../media/controls';
import { createProgressGlide, type ProgressGlide } from '../media/progress-glide';

interface ProgressBarProps {
  video: HTMLVideoElement | null;
  label: string;
  /** Called on every touch, so the overlay stays awake while the visitor scrubs. */
  onInteract?: () => void;
}

const KEY_STEP_SECONDS = 5;

/**
 * The current episode's position. It follows the video itself (smoothly while playing, by compositor
 * animations: media/progress-glide.ts; React renders only on timeupdate) and seeks when dragged or with
 * the arrow keys.
 * It fills from the inline start, so it runs right to left in Arabic.
 */
export function ProgressBar({ video, label, onInteract }: ProgressBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [scrub, setScrub] = useState<number | null>(null);
  const fill = useRef<HTMLDivElement>(null);
  const rail = useRef<HTMLDivElement>(null);
  const glide = useRef<ProgressGlide | null>(null);

  useEffect(() => {
    const parts = { bar: bar.current, fill: fill.current, rail: rail.current };
    if (!video || !parts.bar || !parts.fill || !parts.rail) return;
    const moves = createProgressGlide(video, { bar: parts.bar, fill: parts.fill, rail: parts.rail });
    glide.current = moves;
    const show = () => {
      setTime(video.currentTime);
      setDuration(Number.isFinite(video.duration) ? video.duration : 0);
    };
    const onTime = () => {
      show();
      moves.tick();
    };
    const onChange = () => {
      show();
      moves.sync();
    };
    const changes = [
      'playing',
      'pause',
      'waiting',
      'seeked',
      'ratechange',
      'durationchange',
      'loadedmetadata',
      'emptied',
      'ended',
    ] as const;
    changes.forEach((name) => video.addEventListener(name, onChange));
    video.addEventListener('timeupdate', onTime);
    onChange();
    return () => {
      moves.stop();
      glide.current = null;
      changes.forEach((name) => video.removeEventListener(name, onChange));
      video.removeEventListener('timeupdate', onTime);
    };
  }, [video]);

  // While dragging, the bar shows the finger (--player-scrub), so the video's animations stand aside.
  const scrubbing = scrub !== null;
  useEffect(() => glide.current?.hold(scrubbing), [scrubbing]);

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
        <div ref={fill} className="player-progress__fill" />
        <div ref={rail} className="player-progress__rail">
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
