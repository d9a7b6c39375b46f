import type { FormattersInitializer } from 'typesafe-i18n';
import type { Formatters, Locales } from './i18n-types.js';

// Created once by the typesafe-i18n generator and hand-owned since (the generator never overwrites it).
// Money, numbers and dates are formatted in code (currency.ts) rather than inside translations, so the
// dictionaries need no formatters.
export const initFormatters: FormattersInitializer<Locales, Formatters> = (_locale: Locales) => {
  const formatters: Formatters = {};
  return formatters;
};
