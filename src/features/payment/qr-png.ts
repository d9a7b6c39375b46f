import { qrPath } from './qr-matrix';

/** Pixels per module: a 33-module code (quiet zone included) becomes about 400 px, sharp for any scanner. */
const SCALE = 12;

/** The QR code of `content` drawn black on white with its quiet zone; null without a 2D canvas. */
function qrCanvas(content: string): HTMLCanvasElement | null {
  const { size, d } = qrPath(content);
  const canvas = document.createElement('canvas');
  canvas.width = size * SCALE;
  canvas.height = size * SCALE;
  // jsdom has canvases without a context and says so on the console: tested by the method's presence first.
  const context = typeof Path2D === 'function' ? canvas.getContext('2d') : null;
  if (!context) return null;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // Whole modules at a whole scale: every edge falls on a pixel boundary, no blur.
  context.scale(SCALE, SCALE);
  context.fillStyle = '#000';
  context.fill(new Path2D(d));
  return canvas;
}

/**
 * The QR code of `content` as a PNG data address, for an <img> the phone's long-press saves to the photos
 * (an inline <svg> offers no "Save image"); null where no canvas draws (the page then draws the <svg>).
 */
export function qrPngDataUrl(content: string): string | null {
  try {
    return qrCanvas(content)?.toDataURL('image/png') ?? null;
  } catch {
    return null;
  }
}

/**
 * The QR code of `content` as a PNG file named `name`, to save or share: the same code the page shows, so
 * a banking app's "scan from photo" reads it.
 */
export async function qrPngFile(content: string, name: string): Promise<File> {
  const canvas = qrCanvas(content);
  if (!canvas) throw new Error('No 2D canvas');
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The canvas gave no PNG');
  return new File([blob], name, { type: 'image/png' });
}
