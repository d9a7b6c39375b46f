import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import ar from '../../src/shared/i18n/ar-AE';
import en from '../../src/shared/i18n/en-US';
import ko from '../../src/shared/i18n/ko-KR';
import th from '../../src/shared/i18n/th-TH';
import zh from '../../src/shared/i18n/zh-Hant-TW';

// index.html's words for a start that does not come are plain HTML (no script may have loaded to look
// them up): they are the dictionaries' own, and stay so when a dictionary changes.
const html = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');
const blocks = [
  ...html.matchAll(
    /<div class="start-stuck" lang="([^"]+)"[^>]*>\s*<div class="start-stuck__words">([\s\S]*?)<\/div>\s*<\/div>/g,
  ),
].map(([, lang, inner]) => {
  const link = /<a class="start-stuck__retry" href="">([^<]*)<\/a>/.exec(inner!);
  return { lang, text: inner!.replace(/<a[\s\S]*<\/a>/, '').trim(), retry: link?.[1], href: link !== null };
});

describe("index.html's words when the start does not come", () => {
  it.each([
    ['th', th],
    ['ar', ar],
    ['en', en],
    ['zh-Hant-TW', zh],
    ['ko', ko],
  ])('%s: the dictionary’s hint and retry, with a link to this same address', (lang, dictionary) => {
    const block = blocks.find((each) => each.lang === lang);
    expect(block).toEqual({ lang, text: dictionary.common.error.hint, retry: dictionary.common.retry, href: true });
  });

  it('one block per language the app speaks, no other', () => {
    expect(blocks.map((block) => block.lang).sort()).toEqual(['ar', 'en', 'ko', 'th', 'zh-Hant-TW']);
  });
});
