// Helpers for the wallet specs, over the shared Prefer helpers in tests/support/prefer.ts: open the
// demo in a language, answer paged lists page by page, list the tracking events sent, and read the
// QR code back, on the page or in an image the app saved.
import { expect, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { recordRequests, useExample, useExampleFor } from '../support/prefer';

export { recordRequests, useExample };

/** A paged list answered by page: `?page=2` gets the `page2` example, any other page `page1`. */
export function usePagedExamples(page: Page, operation: 'listPaymentRecords' | 'listRechargeRecords'): Promise<void> {
  return useExampleFor(page, operation, (url) => (url.searchParams.get('page') === '2' ? 'page2' : 'page1'));
}

/** The tracking events (/tt/event/track) among the recorded calls, in the order they were sent. */
export function trackedEvents(recorder: ReturnType<typeof recordRequests>) {
  return recorder.of('trackEvent').map((call) => call.body as { event: string; properties?: Record<string, unknown> });
}

const dramaByLanguage = { en: 'dramaSG', th: 'dramaTH', ar: 'dramaAE' } as const;

/** Opens the demo link in the language of a drama's country and waits for the guest to be registered. */
export async function openDemo(page: Page, language: keyof typeof dramaByLanguage = 'en'): Promise<void> {
  await useExample(page, 'getDramaInfo', dramaByLanguage[language]);
  await page.goto('/?info=demo-th');
  await page.waitForFunction(() => localStorage.getItem('USER_ID') !== null);
}

/**
 * The text the QR code on the page encodes: its image (the PNG <img>, or the <svg> where the page drew one)
 * is rasterised in the page and read by jsQR.
 */
export async function decodeQr(page: Page): Promise<string | null> {
  const qr = page.getByTestId('pay-qr');
  await expect(qr).toBeVisible();
  // Four pixels per module at most, sent back as one grey byte per pixel (base64): small and quick.
  const { size, grey } = await qr.evaluate(async (element: HTMLImageElement | SVGSVGElement) => {
    let img: HTMLImageElement;
    let side: number;
    if (element instanceof HTMLImageElement) {
      img = element;
      await img.decode();
      side = img.naturalWidth;
    } else {
      side = element.viewBox.baseVal.width * 4;
      img = new Image();
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(element))}`;
      await img.decode();
    }
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, side, side);
    context.imageSmoothingEnabled = false;
    context.drawImage(img, 0, 0, side, side);
    const rgba = context.getImageData(0, 0, side, side).data;
    let bytes = '';
    for (let i = 0; i < rgba.length; i += 4) bytes += String.fromCharCode(rgba[i]!);
    return { size: side, grey: btoa(bytes) };
  });
  return readGreyQr(size, size, grey);
}

/** The text the QR code in an image file (a PNG the app saved or shared) encodes, decoded by the browser. */
export async function decodeQrImage(page: Page, image: Buffer, type = 'image/png'): Promise<string | null> {
  const { width, height, grey } = await page.evaluate(
    async ({ base64, mime }) => {
      const img = new Image();
      img.src = `data:${mime};base64,${base64}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      const rgba = context.getImageData(0, 0, canvas.width, canvas.height).data;
      let bytes = '';
      for (let i = 0; i < rgba.length; i += 4) bytes += String.fromCharCode(rgba[i]!);
      return { width: canvas.width, height: canvas.height, grey: btoa(bytes) };
    },
    { base64: image.toString('base64'), mime: type },
  );
  return readGreyQr(width, height, grey);
}

function readGreyQr(width: number, height: number, greyBase64: string): string | null {
  const values = Buffer.from(greyBase64, 'base64');
  const rgba = new Uint8ClampedArray(width * height * 4);
  values.forEach((value, i) => rgba.set([value, value, value, 255], i * 4));
  return jsQR(rgba, width, height)?.data ?? null;
}

/** A package on /recharge: the address that offers it, its radio, and the pay button once it is chosen. */
export interface RechargePackage {
  path: string;
  radio: RegExp;
  pay: RegExp;
}

/** The 600-coin package for THB 59, offered on every /recharge. */
export const PACKAGE_59: RechargePackage = { path: '/recharge', radio: /THB\s59\.00/, pay: /^Pay THB\s59\.00$/ };

/** The whole series for THB 199, offered with the locked episode the visitor came from. */
export const SERIES_PACKAGE: RechargePackage = {
  path: '/recharge?episode=6',
  radio: /Unlock the whole series/,
  pay: /^Pay THB\s199\.00$/,
};

/** On /recharge already: chooses the package and pays; resolves on /qrCode. */
export async function payFor(page: Page, pkg: RechargePackage = PACKAGE_59): Promise<void> {
  await page.getByRole('radio', { name: pkg.radio }).click();
  await page.getByRole('button', { name: pkg.pay }).click();
  await expect(page).toHaveURL(/\/qrCode$/);
}

/** Opens the package's /recharge, chooses it and pays; resolves on /qrCode, before the order's screen is waited for. */
export async function createOrder(page: Page, pkg: RechargePackage = PACKAGE_59): Promise<void> {
  await page.goto(pkg.path);
  await payFor(page, pkg);
}

/** The app's status checks of an order (GET /h5/recharge/order/{payOrderId}), not its creation. */
export const ORDER_CHECK = /\/h5\/recharge\/order\/[^/?]+(\?|$)/;

/** The order every createRechargeOrder example returns, and what its QR code must say. */
export const demoOrder = { payOrderId: 'PO20261122000123', paymentContent: 'https://pay.example/qr/PO20261122000123' };
