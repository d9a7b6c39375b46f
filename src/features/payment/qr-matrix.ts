import { create } from 'qrcode';

/** Light modules around the code that scanners need to find it (the standard asks for four). */
export const QUIET_ZONE = 4;

export interface QrPath {
  /** Width and height in modules, quiet zone included. */
  size: number;
  /** One SVG path drawing every dark module as a 1×1 square. */
  d: string;
}

/**
 * The QR code of `text` as an SVG path: drawn by React as an <svg> element, so no markup string is
 * injected and no inline style is needed (CSP-friendly), and it stays sharp at any size.
 * Error correction M: payment addresses are short, and M survives a glare on the screen.
 */
export function qrPath(text: string): QrPath {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const { size, data } = modules;
  let d = '';
  for (let row = 0; row < size; row += 1) {
    let col = 0;
    while (col < size) {
      if (!data[row * size + col]) {
        col += 1;
        continue;
      }
      // A run of dark modules on one row becomes one rectangle: a shorter path, fewer seams.
      const start = col;
      while (col < size && data[row * size + col]) col += 1;
      d += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h${start - col}z`;
    }
  }
  return { size: size + QUIET_ZONE * 2, d };
}
