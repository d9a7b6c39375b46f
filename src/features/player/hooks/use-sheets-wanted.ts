import { useEffect, useState } from 'react';

// When autoplay is refused nothing plays until a tap; the dialogs come anyway.
const SHEETS_AT_LATEST_MS = 5000;

/**
 * Whether the dialogs' chunk is wanted yet: once the first episode plays, a dialog is asked for, or
 * five seconds have passed. Before that it stays off the first frame's way.
 */
export function useSheetsWanted(sheetOpen: boolean, started: boolean): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), SHEETS_AT_LATEST_MS);
    return () => clearTimeout(timer);
  }, []);
  return started || late || sheetOpen;
}
