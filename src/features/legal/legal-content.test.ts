import { describe, expect, it } from 'vitest';
import { appLocales } from '@/shared/i18n/locale';
import { formatLegalDate, legalDocumentOptions, type LegalKind } from './legal-content';
import type { LegalBlock } from './content/types';

const kinds: LegalKind[] = ['policy', 'agreement'];
const load = (kind: LegalKind, locale: (typeof appLocales)[number]) =>
  legalDocumentOptions(kind, locale).queryFn!({} as never) as ReturnType<
    NonNullable<ReturnType<typeof legalDocumentOptions>['queryFn']>
  >;

const textOf = (blocks: readonly LegalBlock[]) =>
  blocks.flatMap((block) => (typeof block === 'string' ? [block] : block.list));

// The script each translation must be written in (English is the source).
const scripts: Record<string, RegExp> = {
  th_TH: /\p{Script=Thai}/u,
  ar_AE: /\p{Script=Arabic}/u,
  zh_TW: /\p{Script=Han}/u,
  kr_KO: /\p{Script=Hangul}/u,
  en_US: /^[\p{Script=Latin}\p{Script=Common}]+$/u,
};

describe('legal texts', () => {
  it.each(kinds.flatMap((kind) => appLocales.map((locale) => [kind, locale] as const)))(
    '%s in %s is complete, translated and dated like the English one',
    async (kind, locale) => {
      const [english, translated] = await Promise.all([load(kind, 'en_US'), load(kind, locale)]);
      expect(translated.lastUpdated).toBe(english.lastUpdated);
      expect(translated.sections.map((section) => section.blocks.length)).toEqual(
        english.sections.map((section) => section.blocks.length),
      );
      const texts = [
        ...Object.values(translated.labels),
        ...textOf(translated.intro),
        ...translated.sections.flatMap((section) => [section.heading, ...textOf(section.blocks)]),
      ];
      for (const text of texts) {
        expect(text.trim(), text).not.toBe('');
        expect(text, text).toMatch(scripts[locale]!);
      }
    },
  );

  it('formats the date for the language, with the Buddhist year in Thai', () => {
    expect(formatLegalDate('2026-11-01', 'en-US')).toBe('November 1, 2026');
    expect(formatLegalDate('2026-11-01', 'th-TH')).toContain('2569');
  });
});
