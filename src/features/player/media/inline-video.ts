/**
 * A muted <video> that plays inside the page. On an iPhone a video without `playsinline` goes full
 * screen when it plays, in Safari and in the in-app browsers (WKWebView) alike; `webkit-playsinline`
 * is the attribute the WebViews of apps configured before iOS 10 still read. Both are set as
 * attributes, which every engine keeps whether or not it knows the property.
 */
export function createInlineVideo(): HTMLVideoElement {
  const element = document.createElement('video');
  element.muted = true;
  element.defaultMuted = true;
  element.setAttribute('playsinline', '');
  element.setAttribute('webkit-playsinline', '');
  return element;
}
