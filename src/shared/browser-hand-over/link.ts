// The hand-over link: the promotion link the visitor landed on, with a one-time code that the phone's browser
// exchanges for the same user (docs/product-rules.md, "Taking the coins to the phone's browser").
import { HAND_OVER_PARAM } from './param';

/** `landing` (the stored HREF, the promotion link with its query) carrying `code`; any earlier code replaced. */
export function handOverLink(landing: string, code: string): string {
  const url = new URL(landing);
  url.searchParams.set(HAND_OVER_PARAM, code);
  return url.href;
}

/**
 * An Android intent that opens `link` in Chrome. Where Chrome is missing, or the in-app browser will not hand
 * the intent on, Chrome's own rule opens `browser_fallback_url` in place: the link itself.
 */
export function chromeIntent(link: string): string {
  const url = new URL(link);
  const scheme = url.protocol.slice(0, -1);
  const fallback = encodeURIComponent(link);
  return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${scheme};package=com.android.chrome;S.browser_fallback_url=${fallback};end`;
}
