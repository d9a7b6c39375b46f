import type { AppLocale } from './locale';

// Thai and Arabic get a self-hosted webfont (docs/product-rules.md, "Languages": no font CDN), declared once for the
// whole app (styles/global.css), so the first screen is laid out in it; Korean's is loaded on demand (fonts.ts).
// English and Chinese use the system fonts, so those visitors never download a font. A declared face costs nothing
// until text is drawn in it, and only the locale's own stack names it.
//
// The stacks are short on purpose: the browser looks up every family it has not met yet, for each
// size and weight on screen, and a miss is not free (on Linux each is a trip to fontconfig). system-ui
// already is Roboto on Android, San Francisco on Apple's systems and Segoe UI on Windows.
const systemSans = 'system-ui, sans-serif';

const fontFamilies: Record<AppLocale, string> = {
  th_TH: `'Noto Sans Thai', ${systemSans}`,
  ar_AE: `'Noto Sans Arabic', ${systemSans}`,
  kr_KO: `'Noto Sans KR', ${systemSans}`,
  zh_TW: `'PingFang TC', 'Noto Sans TC', 'Noto Sans CJK TC', 'Microsoft JhengHei', ${systemSans}`,
  en_US: systemSans,
};

/** The CSS font-family stack for a locale (<html>'s `--app-font`, see document-locale.ts). */
export function fontFamilyFor(locale: AppLocale): string {
  return fontFamilies[locale];
}
