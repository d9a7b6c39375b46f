// Icons only the dialogs use: they load with the dialogs' chunk, not before the first frame.
import { Icon, type IconProps } from './icons';

export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props} strokeWidth="2.4">
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Icon>
  );
}

export function CoinIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" {...props}>
      <circle cx="12" cy="12" r="10.5" fill="#f5a623" />
      <circle cx="12" cy="12" r="8.6" fill="#ffc24b" />
      <path d="M12 6.6l1.6 3.6 3.9.4-2.9 2.6.8 3.8L12 15l-3.4 2 .8-3.8-2.9-2.6 3.9-.4z" fill="#f08c00" />
    </svg>
  );
}

/** Three bars that bounce: "this one is playing" in the episode grid. */
export function PlayingBars(props: IconProps) {
  return (
    <svg
      viewBox="0 0 12 12"
      width="12"
      height="12"
      aria-hidden="true"
      focusable="false"
      className="player-bars"
      {...props}
    >
      <rect x="1" y="3" width="2" height="8" rx="1" fill="currentColor" />
      <rect x="5" y="1" width="2" height="10" rx="1" fill="currentColor" />
      <rect x="9" y="5" width="2" height="6" rx="1" fill="currentColor" />
    </svg>
  );
}
