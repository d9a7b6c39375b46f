import type { AppLocale } from './locale';

type StylesheetLoaders = Partial<Record<AppLocale, () => Promise<unknown>>>;

// Thai, Arabic and Korean get a self-hosted webfont (DESIGN.md: no font CDN); English and Chinese
// use the system fonts, so those visitors never download a font. Only weights 400 and 700 are loaded.
// Thai and Arabic use @fontsource's script subset (one ~10 KB / ~50 KB file per weight). Korean does
// not: its "korean" subset is a single 540 KB file, while the default stylesheet is sliced by
// unicode-range, so the browser fetches only the slices holding the characters on screen.
const fontStylesheets: StylesheetLoaders = {
  th_TH: () =>
    Promise.all([import('@fontsource/noto-sans-thai/thai-400.css'), import('@fontsource/noto-sans-thai/thai-700.css')]),
  ar_AE: () =>
    Promise.all([
      import('@fontsource/noto-sans-arabic/arabic-400.css'),
      import('@fontsource/noto-sans-arabic/arabic-700.css'),
    ]),
  kr_KO: () => Promise.all([import('@fontsource/noto-sans-kr/400.css'), import('@fontsource/noto-sans-kr/700.css')]),
};

const systemSans = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

// The webfonts only cover their own script, so every stack falls back to the system font for the rest
// (Latin digits, emoji) and for the moment before the font arrives (font-display: swap).
const fontFamilies: Record<AppLocale, string> = {
  th_TH: `'Noto Sans Thai', ${systemSans}`,
  ar_AE: `'Noto Sans Arabic', ${systemSans}`,
  kr_KO: `'Noto Sans KR', ${systemSans}`,
  zh_TW: `'PingFang TC', 'Noto Sans TC', 'Noto Sans CJK TC', 'Microsoft JhengHei', ${systemSans}`,
  en_US: systemSans,
};

/** The CSS font-family stack for a locale (the provider puts it in `--app-font` on <html>). */
export function fontFamilyFor(locale: AppLocale): string {
  return fontFamilies[locale];
}

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
 * Loads the locale's font stylesheet once. Resolves at once for locales without a webfont. A failed
 * load (offline, chunk gone after a deploy) rejects and is forgotten, so a later call tries again;
 * the text stays readable in the system font meanwhile.
 */
export const loadLocaleFont = createFontLoader(fontStylesheets);
