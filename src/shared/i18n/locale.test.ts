import { describe, expect, it } from 'vitest';
import { locales } from './i18n-util';
import { appLocales, browserLocale, htmlLang, intlLocale, isRtl, localeForCountry } from './locale';

describe('localeForCountry', () => {
  it.each([
    ['TH', 'th_TH'],
    ['SA', 'ar_AE'],
    ['AE', 'ar_AE'],
    ['TW', 'zh_TW'],
    ['SG', 'en_US'],
    ['KO', 'kr_KO'],
    ['KR', 'kr_KO'],
  ])('maps %s to %s', (country, locale) => {
    expect(localeForCountry(country)).toBe(locale);
  });

  it('accepts lower case and surrounding spaces', () => {
    expect(localeForCountry(' th ')).toBe('th_TH');
  });

  it.each([['US'], ['GB'], [''], [null], [undefined]])('treats %s as an unsupported region', (country) => {
    expect(localeForCountry(country)).toBeNull();
  });
});

describe('locale properties', () => {
  it('is right to left only for Arabic', () => {
    expect(appLocales.filter(isRtl)).toEqual(['ar_AE']);
  });

  it('gives BCP 47 tags for <html lang>', () => {
    expect(appLocales.map(htmlLang)).toEqual(['th', 'ar', 'zh-Hant-TW', 'en', 'ko']);
  });

  it('has one dictionary per app locale, with a tag Intl accepts', () => {
    expect(appLocales.map(intlLocale).sort()).toEqual([...locales].sort());
    for (const locale of appLocales) {
      expect(() => new Intl.PluralRules(intlLocale(locale))).not.toThrow();
    }
  });
});

describe('browserLocale', () => {
  it('takes the first of the browser languages the app has, by language', () => {
    expect(browserLocale(['de-DE', 'ko', 'th-TH'])).toBe('kr_KO');
    expect(browserLocale(['ar-SA'])).toBe('ar_AE');
    expect(browserLocale(['zh-HK'])).toBe('zh_TW');
    expect(browserLocale(['TH'])).toBe('th_TH');
  });

  it('falls back to English', () => {
    expect(browserLocale(['de-DE', 'fr'])).toBe('en_US');
    expect(browserLocale([])).toBe('en_US');
  });
});
