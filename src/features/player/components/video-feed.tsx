import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
import { useFeedKeys, useWheelStep } from '../hooks/use-feed-input';
import { useFeedSound } from '../hooks/use-feed-sound';
import { useIdle } from '../hooks/use-idle';
import { usePositionMemory } from '../hooks/use-position-memory';
import { useSlotElements } from '../hooks/use-slot-elements';
import { SWIPE_OFFSET_PROPERTY, useSwipe, type SwipeDirection } from '../hooks/use-swipe';
import type { PlayerEpisode } from '../logic/episodes';
import type { ResumePoint } from '../logic/resume';
import type { Speed } from '../logic/speeds';
import { slotsFor, type Slot } from '../logic/slots';
import { seekVideo } from '../media/controls';
import { readSwiped, writeSwiped } from '../persisted';
import { PlayerOverlay } from './player-overlay';
import { VideoSlot } from './video-slot';

export interface FeedPosition {
  index: number;
  /** The index before the last move by swipe or autoplay (animated); null after a jump (not animated). */
  from: number | null;
}

interface VideoFeedProps {
  dramaId: string;
  title: string;
  cover: string;
  episodes: readonly PlayerEpisode[];
  position: FeedPosition;
  onMove: (index: number, animated: boolean) => void;
  speed: Speed;
  /** Where the first episode starts (a resume); used once. */
  resume: ResumePoint;
  /** False while a dialog is open: arrow keys and the wheel leave the episodes alone. */
  interactive: boolean;
  onEpisodeStarted: (episode: PlayerEpisode) => void;
  onRequestUnlock: () => void;
  onOpenEpisodes: () => void;
  /** The card over the last episode once it has ended (and until it plays again or is closed). */
  renderEnd: (actions: { onReplay: () => void; onClose: () => void }) => ReactNode;
}

// The lock screen and the headset: wanted once an episode has played, not for the first frame.
const MediaSessionSync = lazy(() => import('./media-session-sync'));

/**
 * The vertical feed: three slides (previous, current, next) that episodes move through, so the next
 * one is already loaded when the visitor swipes and never more than three <video> elements exist.
 */
export function VideoFeed(props: VideoFeedProps) {
  const { dramaId, title, episodes, position, onMove, speed, interactive } = props;
  const { LL } = useI18n();
  const { index } = position;
  // What the visitor sees: their own play or pause, or one from outside (a call, a headset) that the slide reports.
  const [playing, setPlaying] = useState(true);
  const [resumeAt, setResumeAt] = useState<ResumePoint | null>(props.resume.time > 0 ? props.resume : null);
  const [elements, refs] = useSlotElements();
  const [idle, poke] = useIdle(playing, 3500);
  const [swiped, setSwiped] = useState(readSwiped);
  const [begun, setBegun] = useState(false);
  // The last episode has ended: its card shows while it stays paused.
  const [finished, setFinished] = useState(false);
  const started = useRef<number | null>(null);
  const latest = useRef({ onEpisodeStarted: props.onEpisodeStarted });
  // An episode chosen in the list plays, like one reached by a swipe, even if the last one was paused.
  const [shownIndex, setShownIndex] = useState(index);
  if (shownIndex !== index) {
    setShownIndex(index);
    setPlaying(true);
    setFinished(false);
  }

  const slots = useMemo(() => slotsFor(index, position.from, episodes.length), [index, position.from, episodes.length]);
  const currentSlot = slots.find((slot) => slot.role === 'current');
  const currentVideo = currentSlot ? (elements[currentSlot.slot] ?? null) : null;
  const episode = episodes[index];
  const playable = Boolean(episode && !episode.locked && episode.videoUrl);

  usePositionMemory(dramaId, index, episode, currentVideo);
  const { muted, unmute, onBlocked } = useFeedSound({ elements, currentVideo, setPlaying, poke });

  const move = useCallback(
    (target: number, swipedByVisitor: boolean) => {
      if (target < 0 || target >= episodes.length || target === index) return;
      started.current = null;
      setResumeAt(null);
      if (swipedByVisitor && !swiped) {
        writeSwiped();
        setSwiped(true);
      }
      setPlaying(true);
      onMove(target, true);
    },
    [episodes.length, index, onMove, swiped],
  );

  const canGo = useCallback(
    (direction: SwipeDirection) => index + direction >= 0 && index + direction < episodes.length,
    [index, episodes.length],
  );
  const togglePlay = useCallback(() => {
    poke();
    if (episode?.locked) props.onRequestUnlock();
    else setPlaying((value) => !value);
  }, [episode?.locked, poke, props]);
  const swipe = useSwipe({
    canGo,
    onSwipe: (direction) => move(index + direction, true),
    onTap: togglePlay,
    onTouch: poke,
  });

  useLayoutEffect(() => {
    latest.current = { onEpisodeStarted: props.onEpisodeStarted };
  });

  const step = (direction: SwipeDirection) => {
    if (canGo(direction)) move(index + direction, true);
  };
  useFeedKeys({ interactive, muted, onStep: step, onToggle: togglePlay, onUnmute: unmute });
  const onWheel = useWheelStep(interactive, step);

  return (
    <div className="player-feed" {...swipe.handlers} onWheel={onWheel} data-dragging={swipe.dragging || undefined}>
      {slots.map((slot: Slot) => {
        const slotEpisode = slot.episodeIndex === undefined ? undefined : episodes[slot.episodeIndex];
        return (
          <VideoSlot
            key={slot.slot}
            dramaId={dramaId}
            episode={slotEpisode}
            role={slot.role}
            className={slot.animate && !swipe.dragging ? 'player-slide--animate' : ''}
            style={{ transform: `translate3d(0, calc(${slot.offset * 100}% + var(${SWIPE_OFFSET_PROPERTY}, 0px)), 0)` }}
            playing={playing}
            muted={muted}
            speed={speed}
            cover={props.cover}
            startAt={resumeAt && slot.episodeIndex === resumeAt.index ? resumeAt.time : 0}
            videoRef={refs[slot.slot]!}
            onStarted={() => {
              if (started.current === index || !episode) return;
              started.current = index;
              // As a transition: the chunk is asked for after the first frame's task, not within it.
              startTransition(() => setBegun(true));
              latest.current.onEpisodeStarted(episode);
            }}
            onEnded={() => {
              if (index < episodes.length - 1) return move(index + 1, false);
              setPlaying(false);
              setFinished(true);
            }}
            onBlocked={onBlocked}
            onOutside={setPlaying}
            onRequestUnlock={props.onRequestUnlock}
          />
        );
      })}
      {begun && (
        <Suspense>
          <MediaSessionSync
            title={title}
            episode={episode}
            cover={props.cover}
            playing={playing && playable}
            video={playable ? currentVideo : null}
            setPlaying={setPlaying}
            canGo={canGo}
            // Like a swipe, without teaching the swipe: a locked episode reached this way opens its paywall.
            go={(step) => move(index + step, false)}
          />
        </Suspense>
      )}
      <PlayerOverlay
        title={title}
        episodeNumber={episode?.episodeNumber ?? 0}
        total={episodes.length}
        idle={idle}
        muted={muted && playable}
        paused={!playing && playable}
        hint={!swiped && playing && playable && index < episodes.length - 1}
        video={playable ? currentVideo : null}
        onUnmute={unmute}
        onToggle={togglePlay}
        playable={playable}
        onOpenEpisodes={props.onOpenEpisodes}
        onInteract={poke}
        progressLabel={LL.common.episodeOf({ n: episode?.episodeNumber ?? 0, total: episodes.length })}
      />
      {finished &&
        !playing &&
        props.renderEnd({
          onReplay: () => {
            if (currentVideo) seekVideo(currentVideo, 0);
            setPlaying(true);
          },
          onClose: () => setFinished(false),
        })}
    </div>
  );
}
