import { useI18n } from '@/shared/i18n/i18n-provider';
import { ChevronIcon, PlayIcon, SoundOffIcon } from './icons';
import { ProgressBar } from './progress-bar';

interface PlayerOverlayProps {
  title: string;
  episodeNumber: number;
  total: number;
  /** Playing untouched for a while: the texts fade out until the next touch. */
  idle: boolean;
  muted: boolean;
  paused: boolean;
  /** Show 'swipe up for the next episode' (until the visitor first moves). */
  hint: boolean;
  /** The current episode's element, when it has one to show progress for. */
  video: HTMLVideoElement | null;
  progressLabel: string;
  onUnmute: () => void;
  /** Play or pause, for keyboards and screen readers (a tap anywhere does the same). */
  onToggle: () => void;
  /** Whether the on-screen episode can play at all (not locked, not failed to an empty address). */
  playable: boolean;
  onOpenEpisodes: () => void;
  onInteract: () => void;
}

/** What floats over the video: 'tap for sound', the paused sign, the title, the episode and the progress bar. */
export function PlayerOverlay(props: PlayerOverlayProps) {
  const { title, episodeNumber, total, idle, muted, paused, video } = props;
  const { LL } = useI18n();
  return (
    <div className={`player-overlay${idle ? ' player-overlay--idle' : ''}`}>
      {muted && (
        <button type="button" className="player-sound" data-no-swipe onClick={props.onUnmute}>
          <SoundOffIcon width={18} height={18} />
          {LL.common.tapForSound()}
        </button>
      )}
      {props.playable && (
        <button type="button" className="player-toggle" data-no-swipe onClick={props.onToggle}>
          {paused ? LL.home.player.play() : LL.home.player.pause()}
        </button>
      )}
      {paused && (
        <span className="player-paused" role="img" aria-label={LL.common.paused()}>
          <PlayIcon width={36} height={36} />
        </span>
      )}
      {props.hint && (
        <p className="player-hint" aria-hidden="true">
          <span className="player-hint__arrow">
            <ChevronIcon width={22} height={22} />
          </span>
          {LL.home.player.swipeHint()}
        </p>
      )}
      <div className="player-info">
        <h1 className="player-info__title">{title}</h1>
        <button
          type="button"
          className="player-info__episode"
          data-no-swipe
          onClick={props.onOpenEpisodes}
          aria-haspopup="dialog"
        >
          {LL.common.episodeOf({ n: episodeNumber, total })}
          <ChevronIcon width={16} height={16} className="player-info__chevron" />
        </button>
        {video && <ProgressBar video={video} label={props.progressLabel} onInteract={props.onInteract} />}
      </div>
    </div>
  );
}
