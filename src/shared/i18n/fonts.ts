import type { AppLocale } from './locale';

type StylesheetLoaders = Partial<Record<AppLocale, () => Promise<unknown>>>;

// Only Korean's font stylesheet is loaded on demand (Thai's and Arabic's are declared in
// styles/global.css: a few hundred bytes, see font-families.ts). Korean does not use a script subset:
// its "korean" subset is a single 540 KB file, while the default stylesheet is sliced by unicode-range
// into many faces, so the browser fetches only the slices holding the characters on screen; that
// stylesheet is too long to carry for every visitor. Only weights 400 and 700 are used.
const fontStylesheets: StylesheetLoaders = {
  kr_KO: () => Promise.all([import('@fontsource/noto-sans-kr/400.css'), import('@fontsource/noto-sans-kr/700.css')]),
};

/** Exported for tests; the app uses loadLocaleFont. */
export function createFontLoader(stylesheets: StylesheetLoaders) {
  const loading = new Map<AppLocale, Promise<void>>();
  return (locale: AppLocale): Promise<void> => {
    const load = stylesheets[locale];
    if (!load) return Promise.resolve();
    let pending = loading.get(locale);
    if (!pending) {
      pending = load().then(
        () => undefined,
        (error: unknown) => {
          loading.delete(locale);
          throw error;
        },
      );
      loading.set(locale, pending);
    }
    return pending;
  };
}

/**
 * Loads the locale's font stylesheet once, where it has one of its own (Korean). Resolves at once for
 * the others. A failed load (offline, chunk gone after a deploy) rejects and is forgotten, so a later
 * call tries again; the text stays readable in the system font meanwhile.
 */
export const loadLocaleFont = createFontLoader(fontStylesheets);
