import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createOrder, decodeQr, decodeQrImage, demoOrder, openDemo, useExample } from './wallet-helpers';

// Paying on the phone that shows the QR: most visitors have no second screen to scan it from. /qrCode
// saves the QR as an image (shared where the browser shares files, downloaded elsewhere), copies the
// order number, and opens the order's payment page when it has one.

const checkout = `https://pay.example/checkout/${demoOrder.payOrderId}?lang=auto`;

/** /recharge → the 59 THB package → pay; resolves on /qrCode with the order pending. */
async function openOrderQr(page: Page) {
  await createOrder(page);
  await expect(page.getByTestId('pay-qr')).toBeVisible();
}

test('Save QR code downloads a PNG of the same QR where the browser cannot share files', async ({ page }) => {
  await page.addInitScript(() => {
    // A browser without the Web Share API (desktop Linux, many in-app browsers).
    Reflect.deleteProperty(Navigator.prototype, 'share');
    Reflect.deleteProperty(Navigator.prototype, 'canShare');
  });
  await openDemo(page);
  await openOrderQr(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save QR code' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`payment-${demoOrder.payOrderId}.png`);
  const image = await readFile(await download.path());
  expect([...image.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
  expect(await decodeQrImage(page, image)).toBe(demoOrder.paymentContent);
});

test('Save QR code hands the image to the share sheet where the browser shares files', async ({ page }) => {
  await page.addInitScript(() => {
    const shared: File[] = [];
    Object.assign(window, { sharedFiles: shared });
    Navigator.prototype.canShare = (data?: ShareData) => Array.isArray(data?.files) && data.files.length > 0;
    Navigator.prototype.share = async (data?: ShareData) => void shared.push(...(data?.files ?? []));
  });
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await openDemo(page);
  await openOrderQr(page);

  await page.getByRole('button', { name: 'Save QR code' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedFiles: File[] }).sharedFiles.length))
    .toBe(1);
  const shared = await page.evaluate(async () => {
    const [file] = (window as unknown as { sharedFiles: File[] }).sharedFiles;
    const bytes = new Uint8Array(await file!.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return { name: file!.name, type: file!.type, base64: btoa(binary) };
  });
  expect(shared).toMatchObject({ name: `payment-${demoOrder.payOrderId}.png`, type: 'image/png' });
  expect(await decodeQrImage(page, Buffer.from(shared.base64, 'base64'))).toBe(demoOrder.paymentContent);
  expect(downloads).toBe(0);
});

test('Copy puts the order number on the clipboard and says it is copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openDemo(page);
  await openOrderQr(page);
  await expect(page.getByText(`Order ID: ${demoOrder.payOrderId}`)).toBeVisible();
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.locator('.toast-region')).toContainText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(demoOrder.payOrderId);
});

test("an order with a payment page: 'Open payment page' opens it in a new tab, the QR page keeps waiting", async ({
  page,
  context,
}) => {
  // The provider's page, answered here: the test has no internet, and only the address matters.
  await context.route('https://pay.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Provider checkout</title><p>Pay 59 THB</p>' }),
  );
  await openDemo(page);
  await useExample(page, 'createRechargeOrder', 'createdWithPaymentUrl');
  await openOrderQr(page);

  const link = page.getByRole('link', { name: 'Open payment page' });
  await expect(link).toHaveAttribute('href', checkout);
  const opening = context.waitForEvent('page');
  await link.click();
  const provider = await opening;
  await expect(provider).toHaveURL(checkout);
  await expect(provider.getByText('Pay 59 THB')).toBeVisible();
  // The QR page stays where it was, waiting for the payment.
  await expect(page).toHaveURL(/\/qrCode$/);
  await expect(page.getByText('After paying, please wait for the system to confirm.')).toBeVisible();
});

test('an order without a payment page offers the QR image and the order number only; every action is big enough to tap', async ({
  page,
}) => {
  await openDemo(page);
  await openOrderQr(page);
  expect(await decodeQr(page)).toBe(demoOrder.paymentContent);
  const save = page.getByRole('button', { name: 'Save QR code' });
  const copy = page.getByRole('button', { name: 'Copy' });
  await expect(save).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open payment page' })).toHaveCount(0);
  for (const control of [save, copy]) {
    const box = await control.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
  }
});

test('in Arabic the actions read in Arabic and the order row runs right to left', async ({ page }) => {
  await openDemo(page, 'ar');
  await useExample(page, 'createRechargeOrder', 'createdWithPaymentUrl');
  await page.goto('/recharge');
  await page.getByRole('radio').first().click();
  await page.locator('.wallet-paybar__button').click();
  await expect(page.getByTestId('pay-qr')).toBeVisible();

  await expect(page.getByRole('link', { name: 'فتح صفحة الدفع' })).toHaveAttribute('href', checkout);
  await expect(page.getByRole('button', { name: 'حفظ رمز QR' })).toBeVisible();
  const copy = page.getByRole('button', { name: 'نسخ' });
  const id = page.getByText(demoOrder.payOrderId, { exact: true });
  // Right to left: the label and number first, on the right; the button after them, on the left.
  const [copyBox, idBox] = await Promise.all([copy.boundingBox(), id.boundingBox()]);
  expect(copyBox!.x + copyBox!.width).toBeLessThanOrEqual(idBox!.x);
});
