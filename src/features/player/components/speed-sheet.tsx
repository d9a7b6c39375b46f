import { useI18n } from '@/shared/i18n/i18n-provider';
import { DEFAULT_SPEED, SPEEDS, speedLabel, type Speed } from '../logic/speeds';
import { BottomSheet } from './bottom-sheet';
import { CheckIcon } from './icons';
import './sheets.css';

interface SpeedSheetProps {
  open: boolean;
  onClose: () => void;
  speed: Speed;
  onChange: (speed: Speed) => void;
}

/** Playback speeds; the choice applies at once (the caller remembers it) and closes the sheet. */
export function SpeedSheet({ open, onClose, speed, onChange }: SpeedSheetProps) {
  const { LL } = useI18n();
  return (
    <BottomSheet open={open} onClose={onClose} title={LL.home.speed.title()}>
      <div role="radiogroup" aria-label={LL.home.speed.title()} className="player-speeds">
        {SPEEDS.map((value) => {
          const checked = value === speed;
          return (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={checked}
              className={`player-speed${checked ? ' player-speed--checked' : ''}`}
              onClick={() => {
                onChange(value);
                onClose();
              }}
            >
              <span className="player-speed__value" dir="ltr">
                {speedLabel(value)}
              </span>
              {value === DEFAULT_SPEED && <span className="player-speed__default">{LL.home.speed.default()}</span>}
              {checked && <CheckIcon className="player-speed__check" />}
            </button>
          );
        })}
      </div>
    </BottomSheet>
  );
}
