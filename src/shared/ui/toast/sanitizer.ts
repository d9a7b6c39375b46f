// DOMPurify is fetched only when the first toast with markup asks for it: most toasts are plain text,
// and most visitors never see one with markup. That toast shows a moment later (toast-store.ts), as text
// if the sanitiser cannot load. Why not ahead, on idle: docs/start-path.md, "Off the start path".

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
