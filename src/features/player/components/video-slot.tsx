import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
import type { PlayerEpisode } from '../logic/episodes';
import type { SlotRole } from '../logic/slots';
import type { Speed } from '../logic/speeds';
import { playVideo, setVideoMuted, setVideoSpeed } from '../media/controls';
import { attachSource, type Detach } from '../media/source';
import { LockIcon } from './icons';

interface VideoSlotProps {
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
  onRequestUnlock: () => void;
}

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

  const locked = episode?.locked === true;
  const address = episode && !locked ? episode.videoUrl : '';
  const key = address ? `${address}#${attempt}` : '';
  const current = role === 'current';

  useLayoutEffect(() => {
    latest.current = props;
  });

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
  // `shown` is false while keep-alive hides the page (its effects are cleaned up, its DOM events still fire).
  useEffect(() => {
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
    playVideo(element, () => latest.current.onBlocked());
    return () => element.pause();
  }, [current, playing, key]);

  // Stable, or React would detach and re-attach the element (and tell the feed) on every render.
  const setRefs = useCallback(
    (element: HTMLVideoElement | null) => {
      video.current = element;
      videoRef(element);
    },
    [videoRef],
  );

  const failed = failedKey === key && key !== '';
  const missing = Boolean(episode) && !locked && !address;
  const showSpinner = current && playing && key !== '' && !failed && (readyKey !== key || waiting);

  return (
    <div className={`player-slide ${className}`} style={style} data-role={role} aria-hidden={!current} inert={!current}>
      <video
        ref={setRefs}
        className="player-video"
        playsInline
        muted
        preload={role === 'prev' ? 'metadata' : 'auto'}
        aria-label={episode ? LL.common.episode({ n: episode.episodeNumber }) : undefined}
        data-episode={episode?.episodeNumber}
        onCanPlay={(event) => {
          setReadyKey(key);
          setWaiting(false);
          // Safety net: a play() issued before the source was attached may have been dropped.
          const element = event.currentTarget;
          if (shown.current && current && playing && element.paused)
            playVideo(element, () => latest.current.onBlocked());
        }}
        onPlaying={() => {
          setReadyKey(key);
          setWaiting(false);
          if (current) latest.current.onStarted();
        }}
        onWaiting={() => setWaiting(true)}
        onError={(event) => {
          if (event.currentTarget.error && key) setFailedKey(key);
        }}
        onEnded={() => current && latest.current.onEnded()}
      />
      {showSpinner && <span className="player-spinner" role="status" aria-label={LL.common.loading()} />}
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
