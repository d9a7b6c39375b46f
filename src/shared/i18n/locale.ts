import type { Locales } from './i18n-types.js';

/** The app's locale codes, spelled as docs/product-rules.md, "Languages", spells them. */
export const appLocales = ['th_TH', 'ar_AE', 'zh_TW', 'en_US', 'kr_KO'] as const;
export type AppLocale = (typeof appLocales)[number];

/** The language of screens with no drama to take it from: the browser's, if the app has it. */
const fallbackLocale: AppLocale = 'en_US';

// These codes are not BCP 47 (underscores; "kr" is Kanuri), and Intl.PluralRules, which
// typesafe-i18n builds for every dictionary, throws on them. So the dictionaries are keyed by a
// real BCP 47 tag, which is also the tag Intl formats money and dates with.
const dictionaryTags: Record<AppLocale, Locales> = {
  th_TH: 'th-TH',
  ar_AE: 'ar-AE',
  zh_TW: 'zh-Hant-TW',
  en_US: 'en-US',
  kr_KO: 'ko-KR',
};

const htmlLangs: Record<AppLocale, string> = {
  th_TH: 'th',
  ar_AE: 'ar',
  zh_TW: 'zh-Hant-TW',
  en_US: 'en',
  kr_KO: 'ko',
};

// KR is the real ISO code for Korea; the product's is KO, so both are accepted (docs/product-rules.md, "Languages").
const countryLocales: Record<string, AppLocale> = {
  TH: 'th_TH',
  SA: 'ar_AE',
  AE: 'ar_AE',
  TW: 'zh_TW',
  SG: 'en_US',
  KO: 'kr_KO',
  KR: 'kr_KO',
};

const languageLocales: Record<string, AppLocale> = { th: 'th_TH', ar: 'ar_AE', zh: 'zh_TW', en: 'en_US', ko: 'kr_KO' };

/**
 * The visitor's preferred language among the app's five (the browser's list, in order), else English: for
 * everything shown while no drama's country says which (no key, not found, an unknown country, start-up).
 */
export function browserLocale(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
): AppLocale {
  for (const tag of languages) {
    const locale = languageLocales[tag.toLowerCase().split('-')[0] ?? ''];
    if (locale) return locale;
  }
  return fallbackLocale;
}

/**
 * The locale for the drama's country, or null when the region is not supported
 * (callers then show common.regionUnsupported).
 */
export function localeForCountry(country?: string | null): AppLocale | null {
  if (!country) return null;
  return countryLocales[country.trim().toUpperCase()] ?? null;
}

export function isRtl(locale: AppLocale): boolean {
  return locale === 'ar_AE';
}

/** The value for `<html lang>`. */
export function htmlLang(locale: AppLocale): string {
  return htmlLangs[locale];
}

/** The BCP 47 tag for Intl and for the typesafe-i18n dictionary of this locale. */
export function intlLocale(locale: AppLocale): Locales {
  return dictionaryTags[locale];
}
