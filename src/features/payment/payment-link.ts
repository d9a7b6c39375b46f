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
