import { describe, expect, it } from 'vitest';
import { baseLocale, i18nObject, loadedLocales } from './i18n-util';
import { loadAllLocales } from './i18n-util.sync';
import { appLocales, intlLocale } from './locale';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

// Every dictionary whole: its main file with its namespaces (the generated sync loader joins them).
loadAllLocales();
const whole = (tag: keyof typeof loadedLocales) => flatten(loadedLocales[tag] as unknown as Tree);
const base = whole('th-TH');
const others = {
  'en-US': whole('en-US'),
  'ar-AE': whole('ar-AE'),
  'zh-Hant-TW': whole('zh-Hant-TW'),
  'ko-KR': whole('ko-KR'),
};
const all = { 'th-TH': base, ...others };

// Argument names without their types; {{plural|forms}} are not arguments.
const argumentsOf = (text: string) =>
  [...text.replace(/\{\{[^}]*\}\}/g, '').matchAll(/\{([A-Za-z0-9_]+)[^}]*\}/g)].map((match) => match[1]).sort();

// Texts that are the same in every language.
const universal = new Set(['home.episodes.range']);

describe('dictionaries', () => {
  it('th-TH is the base locale', () => {
    expect(baseLocale).toBe('th-TH');
  });

  it('reads the namespaces as well as the main files', () => {
    for (const key of [
      'login.signIn',
      'settings.bindDone',
      'records.loadMore',
      'legal.policySummary',
      'home.nav.more',
    ]) {
      expect(Object.keys(base)).toContain(key);
    }
  });

  it.each(Object.entries(all))('%s has every key of the base locale, each with text', (_tag, dictionary) => {
    expect(Object.keys(dictionary).sort()).toEqual(Object.keys(base).sort());
    for (const [key, text] of Object.entries(dictionary)) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it.each(Object.entries(others))('%s keeps every placeholder of the base text', (_tag, dictionary) => {
    for (const [key, text] of Object.entries(base)) {
      expect(argumentsOf(dictionary[key] ?? ''), key).toEqual(argumentsOf(text));
    }
  });

  it('covers the fixed texts of docs/product-rules.md in English', () => {
    const english = Object.values(others['en-US']);
    for (const text of [
      'Something went wrong',
      'This region is not supported yet',
      'Episode not found',
      'Please stay tuned',
      'Please enter a valid email address',
      'Payment completed! Please wait. You will be returned to the home page.',
      'Payment error occurred! Please try again later.',
    ]) {
      expect(english).toContain(text);
    }
  });

  it.each(Object.entries(all).filter(([tag]) => tag !== 'en-US'))(
    '%s is translated, not English',
    (_tag, dictionary) => {
      const copied = Object.keys(dictionary).filter((key) => dictionary[key] === others['en-US'][key]);
      expect(copied.filter((key) => !universal.has(key))).toEqual([]);
      // Every language but English writes its main texts in its own script.
      expect(dictionary['home.unlock.unlockNow']).not.toMatch(/[A-Za-z]/);
      expect(dictionary['qr.success']).not.toMatch(/[A-Za-z]/);
    },
  );
});

describe('translations at run time', () => {
  it('builds every dictionary (Intl.PluralRules accepts each tag)', () => {
    for (const locale of appLocales) {
      expect(i18nObject(intlLocale(locale)).home.unlock.unlockNow()).not.toBe('');
    }
  });

  it('fills in arguments and English plurals', () => {
    const LL = i18nObject('en-US');
    expect(LL.common.coins({ count: 1 })).toBe('1 coin');
    expect(LL.common.coins({ count: 30 })).toBe('30 coins');
    expect(LL.common.episodeOf({ n: 3, total: 60 })).toBe('Episode 3/60');
    expect(LL.recharge.pay({ amount: '$4.99' })).toBe('Pay $4.99');
    expect(LL.qr.returning({ seconds: 1 })).toBe('Returning in 1 second');
  });

  it('uses Arabic plural forms', () => {
    const LL = i18nObject('ar-AE');
    expect(LL.common.coins({ count: 5 })).toBe('5 عملات');
    expect(LL.common.coins({ count: 50 })).toBe('50 عملة');
  });

  it('puts the number where each language wants it', () => {
    expect(i18nObject('th-TH').common.episode({ n: 7 })).toBe('ตอนที่ 7');
    expect(i18nObject('ko-KR').common.episode({ n: 7 })).toBe('7화');
    expect(i18nObject('zh-Hant-TW').common.episode({ n: 7 })).toBe('第 7 集');
  });
});
