import { useId, useState, type FormEvent } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
import { asciiDigits } from '@/shared/utils/digits';
import type { PlayerEpisode } from '../logic/episodes';

interface EpisodeJumpProps {
  episodes: readonly PlayerEpisode[];
  /** The index of the episode asked for: it plays, or its paywall opens (as a tap on it in the list). */
  onJump: (index: number) => void;
}

/** The index of episode `text` ("457", " 12 ", "٤٥٧"), or -1 when it is not a number of an episode out. */
function episodeIndexOf(episodes: readonly PlayerEpisode[], text: string): number {
  const trimmed = asciiDigits(text).trim();
  if (!/^\d{1,6}$/.test(trimmed)) return -1;
  const number = Number(trimmed);
  return episodes.findIndex((episode) => episode.episodeNumber === number);
}

/** "Go to episode": a number field for series too long to find an episode by its tab. */
export function EpisodeJump({ episodes, onJump }: EpisodeJumpProps) {
  const { LL } = useI18n();
  const fieldId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const last = episodes.at(-1)?.episodeNumber ?? 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const index = episodeIndexOf(episodes, text);
    setInvalid(index < 0);
    if (index < 0) return;
    setText('');
    onJump(index);
  };

  return (
    <form className="player-jump" noValidate onSubmit={submit}>
      <label className="visually-hidden" htmlFor={fieldId}>
        {LL.home.episodes.goTo()}
      </label>
      <input
        id={fieldId}
        className="player-jump__field"
        type="text"
        inputMode="numeric"
        enterKeyHint="go"
        autoComplete="off"
        maxLength={6}
        placeholder={LL.home.episodes.goTo()}
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setInvalid(false);
        }}
      />
      <button type="submit" className="player-jump__go">
        {LL.home.episodes.go()}
      </button>
      {invalid && (
        <p id={errorId} className="player-jump__error" role="alert">
          {LL.home.episodes.outOfRange({ last })}
        </p>
      )}
    </form>
  );
}
