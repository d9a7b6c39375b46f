import { describe, expect, it } from 'vitest';
import { intlLocale, localeForCountry } from '@/shared/i18n/locale';
import { earlyDictionaryTags } from './early-requests';

describe('earlyDictionaryTags', () => {
  it('prepares the dictionary the app will choose, for every country the app knows', () => {
    for (const country of ['TH', 'SA', 'AE', 'TW', 'SG', 'KO', 'KR', 'US', 'JP', '']) {
      const locale = localeForCountry(country);
      expect(earlyDictionaryTags[country], country).toBe(locale ? intlLocale(locale) : undefined);
    }
  });
});
