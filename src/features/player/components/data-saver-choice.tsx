import { useId, useSyncExternalStore } from 'react';
import { useI18n } from '@/shared/i18n/i18n-provider';
import { chooseDataSaver, dataSaverChoice, subscribeSavingData, type DataSaverChoice } from '../media/data-saver';
import './share-and-saver.css';

const CHOICES: readonly DataSaverChoice[] = ['auto', 'on', 'off'];

/**
 * The data-saver choice in More: automatic (the browser's signal, where it gives one), on, off. Kept across
 * visits and applied at once (media/data-saver.ts). Native radios: labels, arrow keys and RTL come with them.
 */
export function DataSaverChoiceGroup() {
  const { LL } = useI18n();
  const name = useId();
  const hintId = useId();
  const choice = useSyncExternalStore(subscribeSavingData, dataSaverChoice, () => 'auto' as const);
  const labels = { auto: LL.moreMenu.saverAuto(), on: LL.moreMenu.saverOn(), off: LL.moreMenu.saverOff() };
  const hints = { auto: LL.moreMenu.saverAutoHint(), on: LL.moreMenu.saverOnHint(), off: LL.moreMenu.saverOffHint() };
  return (
    <fieldset className="player-saver" role="radiogroup" aria-describedby={hintId}>
      <legend className="player-saver__legend">{LL.moreMenu.dataSaver()}</legend>
      <div className="player-saver__options">
        {CHOICES.map((value) => (
          <label key={value} className="player-saver__option">
            <input
              type="radio"
              name={name}
              value={value}
              checked={choice === value}
              // One Tab stop, as the browser makes a radio group: the sheet's own Tab cycle (bottom-sheet.tsx)
              // counts what has a tabIndex of 0, and must find its last control where the browser does.
              tabIndex={choice === value ? 0 : -1}
              onChange={() => chooseDataSaver(value)}
            />
            <span>{labels[value]}</span>
          </label>
        ))}
      </div>
      <p id={hintId} className="player-saver__hint">
        {hints[choice]}
      </p>
    </fieldset>
  );
}
