import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
import { isFree, type PlayerEpisode } from '../logic/episodes';
import { episodeRanges, rangeIndexOf } from '../logic/ranges';
import { BottomSheet } from './bottom-sheet';
import { EpisodeJump } from './episode-jump';
import { LockIcon } from './icons';
import { PlayingBars } from './sheet-icons';
import './sheets.css';

interface EpisodeListSheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  episodes: readonly PlayerEpisode[];
  freeEpisodes: number;
  currentIndex: number;
  /** A playable episode plays; a locked one opens the unlock dialog (the caller decides). */
  onSelect: (index: number) => void;
}

/** Beyond this many tabs, finding an episode by its tab is slow: the list offers "Go to episode" too. */
const JUMP_AFTER_RANGES = 2;

/**
 * Every episode in a grid, in tabs of 30 for long series, with "Go to episode" for the longest; the
 * playing one (where the visitor left off), free ones and locked ones marked. It opens on the playing
 * one's tab, scrolled to it.
 */
export function EpisodeListSheet({
  open,
  onClose,
  title,
  episodes,
  freeEpisodes,
  currentIndex,
  onSelect,
}: EpisodeListSheetProps) {
  const { LL } = useI18n();
  const lastNumber = episodes.at(-1)?.episodeNumber ?? 0;
  const ranges = episodeRanges(lastNumber);
  const currentNumber = episodes[currentIndex]?.episodeNumber ?? 1;
  // null: the tab holding the playing episode, each time the sheet opens.
  const [picked, setPicked] = useState<number | null>(null);
  const rangeIndex = picked ?? rangeIndexOf(ranges, currentNumber);
  const range = ranges[rangeIndex];
  const content = useRef<HTMLDivElement>(null);

  // Where the visitor is, in sight as the list opens or its tab comes back: the tab in the strip, the episode in the grid.
  useEffect(() => {
    if (!open || !content.current) return;
    // The tab in the middle of its strip, so the tabs on either side show as well.
    const tab = content.current.querySelector('[role="tab"][aria-selected="true"]');
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
    content.current.querySelector('[aria-current="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [open, rangeIndex]);

  // Leaving the sheet, either way, forgets the tab picked by hand: it opens next on the current episode.
  const close = () => {
    setPicked(null);
    onClose();
  };
  const choose = (index: number) => {
    setPicked(null);
    onSelect(index);
  };

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key as 'ArrowRight' | 'ArrowLeft'];
    if (!step) return;
    event.preventDefault();
    const next = (rangeIndex + step + ranges.length) % ranges.length;
    setPicked(next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  const shown = range
    ? episodes
        .map((episode, index) => ({ episode, index }))
        .filter(({ episode }) => episode.episodeNumber >= range.from && episode.episodeNumber <= range.to)
    : [];

  return (
    <BottomSheet
      open={open}
      onClose={close}
      title={LL.home.episodes.title()}
      subtitle={`${title} · ${LL.home.episodes.total({ total: episodes.length })}`}
    >
      <div ref={content}>
        {ranges.length > JUMP_AFTER_RANGES && <EpisodeJump episodes={episodes} onJump={choose} />}
        {ranges.length > 1 && (
          <div role="tablist" aria-label={LL.home.episodes.title()} className="player-ranges" onKeyDown={onTabKey}>
            {ranges.map((item, index) => (
              <button
                key={item.from}
                type="button"
                role="tab"
                id={`player-range-${item.from}`}
                aria-selected={index === rangeIndex}
                aria-controls="player-episode-grid"
                tabIndex={index === rangeIndex ? 0 : -1}
                className="player-range"
                onClick={() => setPicked(index)}
              >
                <span dir="ltr">{LL.home.episodes.range({ from: item.from, to: item.to })}</span>
              </button>
            ))}
          </div>
        )}
        {/* The tab panel wraps the list: a <ul> given role="tabpanel" would stop being a list. */}
        <div
          id="player-episode-grid"
          {...(ranges.length > 1 && range ? { role: 'tabpanel', 'aria-labelledby': `player-range-${range.from}` } : {})}
        >
          <ul className="player-episode-grid">
            {shown.map(({ episode, index }) => {
              const playing = index === currentIndex;
              const free = isFree(episode, { freeEpisodes });
              const state = playing
                ? LL.common.current()
                : episode.locked
                  ? LL.common.locked()
                  : free
                    ? LL.common.free()
                    : '';
              return (
                <li key={episode.episodeNumber}>
                  <button
                    type="button"
                    className={`player-episode${playing ? ' player-episode--current' : ''}${episode.locked ? ' player-episode--locked' : ''}`}
                    aria-current={playing ? 'true' : undefined}
                    onClick={() => choose(index)}
                  >
                    {/* Named by text rather than aria-label: "Episode 7, Locked" in the visitor's language holds
                    the number shown (label in name), and the visible number and marks are not read twice. */}
                    <span className="player-episode__number" aria-hidden="true">
                      {episode.episodeNumber}
                    </span>
                    <span className="visually-hidden">
                      {[LL.common.episode({ n: episode.episodeNumber }), state].filter(Boolean).join(', ')}
                    </span>
                    {playing && <PlayingBars className="player-episode__bars" />}
                    {episode.locked && <LockIcon className="player-episode__lock" width={14} height={14} />}
                    {free && !episode.locked && !playing && (
                      <span className="player-episode__free" aria-hidden="true">
                        {LL.common.free()}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </BottomSheet>
  );
}
