/** The coin glyph next to balances and package sizes; decorative, the number carries the meaning. */
export function CoinIcon({ size = 20, className }: { size?: number; className?: string }) {
  return (
    <svg
      className={className ?? 'wallet-coin'}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10.5" fill="#ffb020" />
      <circle cx="12" cy="12" r="7.8" fill="#ffd666" stroke="#e08e00" strokeWidth="1.2" />
      <path d="M12 7.6l1.3 2.7 3 .4-2.2 2.1.5 3-2.6-1.4-2.6 1.4.5-3-2.2-2.1 3-.4z" fill="#e08e00" />
    </svg>
  );
}
