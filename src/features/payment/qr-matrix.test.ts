import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrPath, QUIET_ZONE } from './qr-matrix';

/** Rasterises the path (only the h/v rectangles qrPath writes) at `scale` pixels per module. */
function rasterise(text: string, scale = 4) {
  const { size, d } = qrPath(text);
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let col = Number(x); col < Number(x) + Number(w); col += 1) {
      for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py += 1) {
        for (let px = col * scale; px < (col + 1) * scale; px += 1) {
          const i = (py * width + px) * 4;
          pixels[i] = pixels[i + 1] = pixels[i + 2] = 0;
        }
      }
    }
  }
  return { pixels, width };
}

describe('qrPath', () => {
  it('draws a code that a scanner reads back as the payment content', () => {
    const content = 'https://pay.example/qr/PO20261122000123';
    const { pixels, width } = rasterise(content);
    expect(jsQR(pixels, width, width)?.data).toBe(content);
  });

  it.each([
    [
      'a PromptPay-style EMV payload',
      '00020101021229370016A000000677010111011300668123456785802TH53037645406599.005802TH6304ABCD',
    ],
    ['a long address with a query', `https://pay.example/checkout?order=PO20261122000123&sig=${'a1b2c3d4'.repeat(20)}`],
    ['text beyond Latin-1', 'https://pay.example/ชำระเงิน/دفع/PO20261122000123'],
  ])('reads back %s', (_name, content) => {
    const { pixels, width } = rasterise(content);
    expect(jsQR(pixels, width, width)?.data).toBe(content);
  });

  it('leaves a light quiet zone around the code', () => {
    const { size, d } = qrPath('x');
    const coordinates = [...d.matchAll(/M(\d+) (\d+)h(\d+)/g)].flatMap(([, x, y, w]) => [
      Number(x),
      Number(y),
      Number(x) + Number(w),
    ]);
    expect(Math.min(...coordinates)).toBe(QUIET_ZONE);
    expect(Math.max(...coordinates)).toBe(size - QUIET_ZONE);
  });
});
