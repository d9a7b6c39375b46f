import type { KeyboardEvent } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
import { DEFAULT_SPEED, SPEEDS, speedLabel, type Speed } from '../logic/speeds';
import { BottomSheet } from './bottom-sheet';
import { CheckIcon } from './sheet-icons';
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
  // One stop for Tab (the chosen speed); the arrows move between speeds. Unlike a form's radio
  // group they only move the focus: choosing applies at once and closes the sheet, so it takes
  // Space or Enter.
  const onArrow = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const radios = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]')];
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const along = rtl && (event.key === 'ArrowRight' || event.key === 'ArrowLeft') ? -step : step;
    const at = radios.indexOf(document.activeElement as HTMLElement);
    radios[(at + along + radios.length) % radios.length]?.focus();
  };
  return (
    <BottomSheet open={open} onClose={onClose} title={LL.home.speed.title()}>
      <div role="radiogroup" aria-label={LL.home.speed.title()} className="player-speeds" onKeyDown={onArrow}>
        {SPEEDS.map((value) => {
          const checked = value === speed;
          return (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={checked ? 0 : -1}
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
