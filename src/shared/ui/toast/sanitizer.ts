// DOMPurify (~9 KiB gzip) stays off the start path: most toasts are plain text and need no
// sanitiser at all, so it is fetched on its own, when the first toast with markup asks for it
// or once start-up is long over (warmSanitizerWhenIdle), whichever comes first.

export type Sanitize = (html: string) => string;

let loaded: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/** The sanitiser if it has already loaded, so a toast can be shown without waiting. */
export function loadedSanitizer(): Sanitize | undefined {
  return loaded;
}

/** Loads the sanitiser once; a failed load (a flaky network) is tried again on the next call. */
export function loadSanitizer(): Promise<Sanitize> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import('./sanitize').then(
    (module) => (loaded = module.sanitizeToastHtml),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * What a visitor reads when the sanitiser cannot load: the text of the markup and nothing else,
 * for textContent. A DOMParser document is inert (no script runs, no image loads, no handler
 * fires), and the text of elements that are code or hidden is dropped rather than shown.
 */
export function plainTextOf(html: string): string {
  try {
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    body.querySelectorAll('script, style, template, noscript, iframe, object, embed, svg, math').forEach((element) => {
      element.remove();
    });
    return body.textContent ?? '';
  } catch {
    return html; // Still rendered as text, never as markup.
  }
}

// The first frame comes first: this long after load, the video has started and the sanitiser's
// request competes with nothing; a server message with markup is rare before then.
const WARM_DELAY_MS = 3_000;

/**
 * Fetches the sanitiser once the page has loaded and then gone idle. Where the browser cannot tell
 * when it is idle (no requestIdleCallback: WebKit), nothing is fetched ahead: the first toast with
 * markup loads it. Returns a cancel function.
 */
export function warmSanitizerWhenIdle(): () => void {
  if (typeof requestIdleCallback !== 'function') return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const warm = () => void loadSanitizer().catch(() => undefined); // A toast will try again.
  const afterLoad = () => {
    timer = setTimeout(() => requestIdleCallback(warm, { timeout: 2_000 }), WARM_DELAY_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    clearTimeout(timer); // An idle callback already asked for only warms a cache: no need to cancel it.
  };
}
