/**
 * The order's payment page as a link the app may open, or undefined: only an absolute http(s) address.
 * The contract says so too, but the value comes from a server (and from storage): a `javascript:`,
 * `data:` or app-scheme link, or one that does not parse, is never shown.
 */
export function safePaymentUrl(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return undefined;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
}

/**
 * `paymentUrl` opened in the app's own window (an in-app browser, where a new tab is blocked or lost), with the
 * contract's return address: `returnUrl`, the app's QR page, where the provider's page sends the visitor back
 * and the order goes on being checked. One the server put there already is kept.
 */
export function withReturnAddress(paymentUrl: string, qrPage: string): string {
  const url = new URL(paymentUrl);
  if (!url.searchParams.has('returnUrl')) url.searchParams.set('returnUrl', qrPage);
  return url.href;
}
