import { qrPath } from './qr-matrix';

/** Pixels per module: a 33-module code (quiet zone included) becomes about 400 px, sharp for any scanner. */
const SCALE = 12;

/**
 * The QR code of `content` as a PNG file named `name`, to save or share: the same code the page draws,
 * black on white with its quiet zone, so a banking app's "scan from photo" reads it.
 */
export async function qrPngFile(content: string, name: string): Promise<File> {
  const { size, d } = qrPath(content);
  const canvas = document.createElement('canvas');
  canvas.width = size * SCALE;
  canvas.height = size * SCALE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // Whole modules at a whole scale: every edge falls on a pixel boundary, no blur.
  context.scale(SCALE, SCALE);
  context.fillStyle = '#000';
  context.fill(new Path2D(d));
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The canvas gave no PNG');
  return new File([blob], name, { type: 'image/png' });
}
