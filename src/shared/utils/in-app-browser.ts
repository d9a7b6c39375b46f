// Visitors come from ads, so most open the app inside the advertising app's own browser (a web view), which
// keeps its own storage, blocks or mangles new windows and ignores downloads. Nothing a page can test tells
// a web view from the phone's browser, so the user agent does: each app writes its name into it.

type InAppBrowser =
  | 'tiktok'
  | 'facebook'
  | 'instagram'
  | 'messenger'
  | 'line'
  | 'kakaotalk'
  | 'wechat'
  | 'snapchat'
  | 'twitter'
  /** A web view that names no app we know (Android's "; wv)", or iOS without Safari's token). */
  | 'webview';

export interface BrowserKind {
  /** The app whose browser this is; null in the phone's own browser (Safari, Chrome, Samsung Internet…). */
  inApp: InAppBrowser | null;
  os: 'ios' | 'android' | 'other';
}

/** In order: Messenger and Instagram before Facebook, whose markers some of their versions carry too. */
const APPS: readonly (readonly [InAppBrowser, RegExp])[] = [
  ['messenger', /\bFBAN\/Messenger|\bMessengerLiteForiOS|\bFB_IAB\/Orca-Android/i],
  ['instagram', /\bInstagram\b/i],
  ['facebook', /\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bFBIOS\b/],
  ['tiktok', /\bmusical_ly|\bBytedanceWebview\b|\btrill_|\bTikTok\b|\bAweme\b/i],
  ['line', /\bLine\/\d/],
  ['kakaotalk', /\bKAKAOTALK\b/i],
  ['wechat', /\bMicroMessenger\//],
  ['snapchat', /\bSnapchat\b/i],
  ['twitter', /\bTwitter(?:Android)?\b/i],
];

/** What `userAgent` says about the browser: whose in-app browser, if any, and which system. */
export function browserKind(userAgent: string): BrowserKind {
  const os = /\b(?:iPhone|iPad|iPod)\b/.test(userAgent) ? 'ios' : /\bAndroid\b/.test(userAgent) ? 'android' : 'other';
  const app = APPS.find(([, marker]) => marker.test(userAgent))?.[0];
  if (app) return { inApp: app, os };
  // Android marks its web views "; wv)"; iOS's phone browsers (Safari, Chrome, Firefox, Edge) all end in
  // "Safari/…", a bare WKWebView does not.
  const webView = os === 'android' ? /;\s*wv\)/.test(userAgent) : os === 'ios' && !/\bSafari\//.test(userAgent);
  return { inApp: webView ? 'webview' : null, os };
}

/** This page's browser (read once: a user agent does not change under a page). */
export const thisBrowser = (): BrowserKind =>
  (cached ??= browserKind(typeof navigator === 'undefined' ? '' : navigator.userAgent));
let cached: BrowserKind | undefined;
