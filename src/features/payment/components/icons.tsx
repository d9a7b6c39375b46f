// Line icons for the QR page's actions (24px grid, currentColor).

function Icon({ d, size = 20 }: { d: string; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const SaveIcon = () => <Icon d="M12 4v11M7 10l5 5 5-5M5 19h14" />;
export const LinkIcon = () => <Icon d="M14 5h5v5M19 5l-8 8M17 14v5H5V7h5" />;
export const CopyIcon = () => <Icon size={16} d="M9 9h10v10H9zM5 15V5h10" />;
