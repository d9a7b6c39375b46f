import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createOrder, decodeQr, decodeQrImage, demoOrder, openDemo, useExample } from './wallet-helpers';
import { inAppBrowsers } from '../support/in-app-browsers';

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
  await expect(page.getByRole('status').getByText('QR code saved to your downloads')).toBeVisible();
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
  await expect(page.getByRole('status').getByText('QR code shared')).toBeVisible();
});

// In-app browsers (shared/utils/in-app-browser.ts) ignore downloads without a word: the QR on the page is a PNG
// image the system's long press saves, the page says so, and "Save QR code" says so too rather than doing nothing.
for (const [browser, userAgent] of Object.entries(inAppBrowsers)) {
  test.describe(`in ${browser}'s browser`, () => {
    test.use({ userAgent });

    test('the QR is an image to press and hold, and Save QR code says so instead of a download nobody gets', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        // No file sharing in this web view (Android's have none; many iOS apps turn it off).
        Reflect.deleteProperty(Navigator.prototype, 'share');
        Reflect.deleteProperty(Navigator.prototype, 'canShare');
      });
      let downloads = 0;
      page.on('download', () => (downloads += 1));
      await openDemo(page);
      await openOrderQr(page);

      const qr = page.getByRole('img', { name: 'Scan code to pay' });
      await expect(qr).toHaveJSProperty('tagName', 'IMG');
      await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
      expect(await decodeQr(page)).toBe(demoOrder.paymentContent);
      await expect(
        page.getByText(
          'Paying on this phone? Press and hold the QR code to save it, then choose it in your banking app.',
        ),
      ).toBeVisible();

      await page.getByRole('button', { name: 'Save QR code' }).click();
      await expect(page.getByRole('status').getByText('Press and hold the QR code to save it')).toBeVisible();
      expect(downloads).toBe(0);
    });

    test("'Open payment page' opens it in this window with the return address, and coming back resumes the order", async ({
      page,
      context,
    }) => {
      // The provider's page, answered here: it sends the visitor back to the returnUrl it was given (the contract).
      await context.route('https://pay.example/**', (route) => {
        const back = new URL(route.request().url()).searchParams.get('returnUrl') ?? '';
        const link = back.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
        return route.fulfill({
          contentType: 'text/html',
          body: `<title>Provider checkout</title><p>Pay 59 THB</p><a href="${link}">Back to the shop</a>`,
        });
      });
      let tabs = 0;
      context.on('page', () => (tabs += 1));
      await openDemo(page);
      await useExample(page, 'createRechargeOrder', 'createdWithPaymentUrl');
      await openOrderQr(page);
      const qrPage = new URL('/qrCode', page.url()).href;

      const link = page.getByRole('link', { name: 'Open payment page' });
      await expect(link).not.toHaveAttribute('target', '_blank');
      await link.click();
      await expect(page.getByText('Pay 59 THB')).toBeVisible();
      const opened = new URL(page.url());
      expect(opened.origin + opened.pathname + opened.searchParams.get('lang')).toBe(`${checkout.split('?')[0]}auto`);
      expect(opened.searchParams.get('returnUrl')).toBe(qrPage);

      const checks = waitForStatusCheck(page);
      await page.getByRole('link', { name: 'Back to the shop' }).click();
      await expect(page).toHaveURL(qrPage);
      await expect(page.getByText(`Order ID: ${demoOrder.payOrderId}`)).toBeVisible();
      await expect(page.getByText('After paying, please wait for the system to confirm.')).toBeVisible();
      expect(await checks).toContain(demoOrder.payOrderId);
      expect(tabs).toBe(0); // no new tab, ever
    });
  });
}

/** The path of the next order status check the page sends. */
async function waitForStatusCheck(page: Page): Promise<string> {
  const request = await page.waitForRequest(
    (each) => /\/h5\/recharge\/order\/[^/?]+/.test(each.url()) && each.method() === 'GET',
  );
  return new URL(request.url()).pathname;
}

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
