import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
import type { PlayerEpisode } from '../logic/episodes';
import type { SlotRole } from '../logic/slots';
import type { Speed } from '../logic/speeds';
import { useSavingData } from '../hooks/use-saving-data';
import { playVideo, setVideoMuted, setVideoSpeed } from '../media/controls';
import { preloadFor } from '../media/data-saver';
import { createInlineVideo } from '../media/inline-video';
import { attachSource, releaseVideo, type Detach } from '../media/source';
import { watchStall } from '../media/stall-watch';
import { takePrelude } from '../prelude/prelude';
import { startView } from '../quality/views';
import { playbackQualityOn } from '@/shared/config/playback-quality';
import { LockIcon } from './icons';

interface VideoSlotProps {
  dramaId: string;
  episode: PlayerEpisode | undefined;
  role: SlotRole;
  style: CSSProperties;
  className: string;
  /** The visitor wants the current episode to play (not paused by a tap). */
  playing: boolean;
  muted: boolean;
  speed: Speed;
  /** Seconds to start at when this episode's address is first loaded (a resume). */
  startAt: number;
  /** The drama's poster, behind a locked episode's paywall. */
  cover: string;
  videoRef: (element: HTMLVideoElement | null) => void;
  onStarted: () => void;
  onEnded: () => void;
  /** play() was refused (autoplay policy): the feed mutes or shows the play button. */
  onBlocked: () => void;
  /** The current episode was paused (false) or played (true) by something outside the app: a call, a headset, the OS. */
  onOutside: (playing: boolean) => void;
  onRequestUnlock: () => void;
}

type MediaEventType = 'canplay' | 'playing' | 'waiting' | 'error' | 'ended' | 'play' | 'pause';
const MEDIA_EVENTS: readonly MediaEventType[] = ['canplay', 'playing', 'waiting', 'error', 'ended', 'play', 'pause'];
type MediaHandlers = Record<MediaEventType, (element: HTMLVideoElement) => void>;

/**
 * One of the feed's three slides, holding one <video> for its whole life: the feed moves episodes
 * through the slides, and this puts each episode's address in and takes the old one out (releasing it,
 * so the browser drops its buffers). When the page is hidden (keep-alive) the video pauses and keeps
 * its source and position; when the slide truly goes away the source is released.
 */
export function VideoSlot(props: VideoSlotProps) {
  const { episode, role, style, className, playing, muted, speed, startAt, videoRef } = props;
  const { LL } = useI18n();
  const video = useRef<HTMLVideoElement | null>(null);
  const attached = useRef<{ key: string; detach: Detach | null }>({ key: '', detach: null });
  const latest = useRef(props);
  const shown = useRef(false);
  const [attempt, setAttempt] = useState(0);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [readyKey, setReadyKey] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const slide = useRef<HTMLDivElement>(null);
  const handlers = useRef<MediaHandlers | null>(null);
  const adopted = useRef(false);
  const savingData = useSavingData();

  const locked = episode?.locked === true;
  const address = episode && !locked ? episode.videoUrl : '';
  const key = address ? `${address}#${attempt}` : '';
  const current = role === 'current';

  useLayoutEffect(() => {
    latest.current = props;
    // The feed shows the element's real state, so a play or pause from outside (a call, a headset, the
    // OS) reaches it; the app's own need not (the visitor's toggle already set it) or must not: the slide
    // leaving the screen or its page hidden (`shown`), the episode changing or locked (`key`), its end,
    // a failed source. An event the element has since overtaken (paused and played again) is stale.
    const outside = (element: HTMLVideoElement, played: boolean) => {
      if (shown.current && current && key && element.paused !== played && !element.ended && !element.error)
        latest.current.onOutside(played);
    };
    handlers.current = {
      play: (element) => outside(element, true),
      pause: (element) => outside(element, false),
      canplay: (element) => {
        setReadyKey(key);
        setWaiting(false);
        // Safety net: a play() issued before the source was attached may have been dropped.
        if (shown.current && current && playing && element.paused) playVideo(element, () => latest.current.onBlocked());
      },
      playing: () => {
        setReadyKey(key);
        setWaiting(false);
        if (current) latest.current.onStarted();
      },
      waiting: () => setWaiting(true),
      error: (element) => {
        if (element.error && key) setFailedKey(key);
      },
      ended: () => {
        if (current) latest.current.onEnded();
      },
    };
  });

  // The <video> is made here rather than rendered: the current slide takes over the prelude the early
  // script started (prelude/prelude.ts) when it plays this very episode, and React cannot adopt an element
  // it did not create. Made once, it stays through keep-alive's hide and show and leaves with the slide.
  useLayoutEffect(() => {
    let element = video.current;
    if (!element) {
      const prelude =
        current && episode && address ? takePrelude({ episodeNumber: episode.episodeNumber, address, startAt }) : null;
      element = prelude ?? createInlineVideo();
      element.className = 'player-video';
      for (const type of MEDIA_EVENTS) element.addEventListener(type, () => handlers.current?.[type](element!));
      video.current = element;
      if (prelude) {
        attached.current = { key, detach: () => releaseVideo(prelude) }; // Its source, position and speed are in place.
        adopted.current = true;
      }
      slide.current?.prepend(element);
    }
    videoRef(element);
    return () => videoRef(null);
    // Once per slide: its later episodes come through the source effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The element's own attributes, which it would have had as JSX.
  useLayoutEffect(() => {
    const element = video.current;
    if (!element) return;
    element.preload = preloadFor(role, savingData);
    if (episode) {
      element.setAttribute('aria-label', LL.common.episode({ n: episode.episodeNumber }));
      element.dataset.episode = String(episode.episodeNumber);
    } else {
      element.removeAttribute('aria-label');
      delete element.dataset.episode;
    }
  }, [role, episode, LL, savingData]);

  // A taken-over prelude has already fired the events the player waits for: replay what they told.
  useEffect(() => {
    const element = video.current;
    if (!adopted.current || !element) return;
    adopted.current = false;
    const ready = element.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA;
    if (ready) handlers.current?.canplay(element);
    // It plays, or (on a phone slow to start the app) it has played to its end: the next episode follows.
    if ((ready && !element.paused) || element.ended) handlers.current?.playing(element);
    if (element.ended) handlers.current?.ended(element);
  }, []);

  // The source: attach when the slide's episode (or a retry) changes; a re-show after keep-alive finds it attached.
  useEffect(() => {
    const element = video.current;
    if (!element || attached.current.key === key) return;
    attached.current.detach?.();
    const record: { key: string; detach: Detach | null } = { key, detach: null };
    attached.current = record;
    if (!address) return;
    const gone = () => attached.current !== record;
    const seekTo = startAt;
    void attachSource(element, address, { onFatalError: () => !gone() && setFailedKey(key) }, gone).then((detach) => {
      if (gone()) detach?.();
      else record.detach = detach;
    });
    if (seekTo > 0) {
      const seek = () => !gone() && (element.currentTime = seekTo);
      if (element.readyState >= HTMLMediaElement.HAVE_METADATA) seek();
      else element.addEventListener('loadedmetadata', seek, { once: true });
    }
  }, [key, address, startAt]);

  // A slide that leaves the page for good releases its source; a hidden kept-alive page stays connected.
  // `shown` is false while keep-alive hides the page (its effects are cleaned up, its DOM events still fire):
  // a layout effect, so it turns false within the commit that hides the page, before the pause that follows.
  useLayoutEffect(() => {
    const element = video.current;
    const record = attached;
    shown.current = true;
    return () => {
      shown.current = false;
      element?.pause();
      setTimeout(() => {
        if (element && !element.isConnected) {
          record.current.detach?.();
          record.current = { key: '', detach: null };
        }
      }, 0);
    };
  }, []);

  useLayoutEffect(() => {
    if (video.current) setVideoMuted(video.current, muted);
  }, [muted]);

  useLayoutEffect(() => {
    if (video.current) setVideoSpeed(video.current, speed);
  }, [speed, key]);

  // Play only the current slide, only when wanted; pause in the clean-up, so a page hidden by keep-alive pauses too.
  useEffect(() => {
    const element = video.current;
    if (!element || !key) return;
    if (!current || !playing) {
      element.pause();
      return;
    }
    // The playback quality report's view of this episode begins with its first play instruction (quality/views.ts).
    if (playbackQualityOn) startView(element, key, latest.current.dramaId, latest.current.episode?.episodeNumber ?? 1);
    playVideo(element, () => latest.current.onBlocked());
    const unwatch = watchStall(element);
    return () => {
      unwatch();
      element.pause();
    };
  }, [current, playing, key]);

  const failed = failedKey === key && key !== '';
  const missing = Boolean(episode) && !locked && !address;
  const showSpinner = current && playing && key !== '' && !failed && (readyKey !== key || waiting);

  return (
    <div
      ref={slide}
      className={`player-slide ${className}`}
      style={style}
      data-role={role}
      aria-hidden={!current}
      inert={!current}
    >
      {showSpinner && <span className="spinner player-spinner" role="status" aria-label={LL.common.loading()} />}
      {locked && (
        <div className="player-locked">
          {props.cover && <img className="player-locked__cover" src={props.cover} alt="" decoding="async" />}
          <LockIcon className="player-locked__icon" />
          <p className="player-locked__text">{LL.home.unlock.requiresPayment()}</p>
          <button
            type="button"
            className="player-button player-button--primary"
            data-no-swipe
            onClick={props.onRequestUnlock}
          >
            {LL.home.unlock.unlockNow()}
          </button>
        </div>
      )}
      {(failed || missing) && (
        <div className="player-error" role="alert">
          <h2 className="player-error__title">{LL.common.error.title()}</h2>
          <p className="player-error__hint">{LL.home.player.loadFailed()}</p>
          <button
            type="button"
            className="player-button"
            data-no-swipe
            onClick={() => setAttempt((count) => count + 1)}
          >
            {LL.common.retry()}
          </button>
        </div>
      )}
    </div>
  );
}
