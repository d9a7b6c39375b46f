// Line icons for the account screens (24px grid, currentColor).

const common = {
  viewBox: '0 0 24 24',
  width: 22,
  height: 22,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function ShieldIcon() {
  return (
    <svg {...common}>
      <path d="M12 3l7.5 3v5.5c0 4.4-3.1 8.2-7.5 9.5-4.4-1.3-7.5-5.1-7.5-9.5V6z" />
      <path d="M8.8 12.2l2.2 2.2 4.2-4.4" />
    </svg>
  );
}

export function MailIcon() {
  return (
    <svg {...common}>
      <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
      <path d="M4 7l8 6 8-6" />
    </svg>
  );
}

export function DocumentIcon() {
  return (
    <svg {...common}>
      <path d="M7 3h7l5 5v13H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </svg>
  );
}

export function LockIcon() {
  return (
    <svg {...common}>
      <rect x="5" y="10.5" width="14" height="10" rx="2.5" />
      <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg {...common} width={16} height={16} strokeWidth={2.4}>
      <path d="M5 12.5l4.2 4.2L19 7" />
    </svg>
  );
}

/** Points to the inline end: flipped in right-to-left pages by the .account-chevron rule. */
export function ChevronIcon() {
  return (
    <svg {...common} width={18} height={18} className="account-chevron">
      <path d="M9 5l7 7-7 7" />
    </svg>
  );
}
