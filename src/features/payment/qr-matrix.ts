import { encode } from 'uqr';

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
 * uqr (Nayuki's encoder as an ES module) rather than node-qrcode: the same codes at two fifths of the bytes,
 * which the QR page's own-JS budget needed (bench/budgets.json).
 */
export function qrPath(text: string): QrPath {
  const { size, data } = encode(text, { ecc: 'M', border: 0 });
  let d = '';
  for (let row = 0; row < size; row += 1) {
    const line = data[row] ?? [];
    let col = 0;
    while (col < size) {
      if (!line[col]) {
        col += 1;
        continue;
      }
      // A run of dark modules on one row becomes one rectangle: a shorter path, fewer seams.
      const start = col;
      while (col < size && line[col]) col += 1;
      d += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h${start - col}z`;
    }
  }
  return { size: size + QUIET_ZONE * 2, d };
}
