import { describe, expect, it, vi } from 'vitest';
import { createFontLoader, fontFamilyFor, loadLocaleFont } from './fonts';

// The dynamic imports of the @fontsource stylesheets are the boundary: each mock records that its
// stylesheet was requested. Mocked modules are evaluated once per file, so each is used by one test.
const requested = vi.hoisted(() => [] as string[]);
vi.mock('@fontsource/noto-sans-thai/thai-400.css', () => (requested.push('thai-400'), {}));
vi.mock('@fontsource/noto-sans-thai/thai-700.css', () => (requested.push('thai-700'), {}));
vi.mock('@fontsource/noto-sans-arabic/arabic-400.css', () => (requested.push('arabic-400'), {}));
vi.mock('@fontsource/noto-sans-arabic/arabic-700.css', () => (requested.push('arabic-700'), {}));
vi.mock('@fontsource/noto-sans-kr/400.css', () => (requested.push('kr-400'), {}));
vi.mock('@fontsource/noto-sans-kr/700.css', () => (requested.push('kr-700'), {}));

describe('loadLocaleFont', () => {
  it.each([['en_US'], ['zh_TW']] as const)('downloads no font for %s', async (locale) => {
    requested.length = 0;
    await loadLocaleFont(locale);
    expect(requested).toEqual([]);
  });

  it.each([
    ['th_TH', ['thai-400', 'thai-700']],
    ['ar_AE', ['arabic-400', 'arabic-700']],
    ['kr_KO', ['kr-400', 'kr-700']],
  ] as const)('loads the regular and bold stylesheets for %s', async (locale, files) => {
    requested.length = 0;
    await loadLocaleFont(locale);
    expect([...requested].sort()).toEqual(files);
  });
});

describe('createFontLoader', () => {
  it('loads a stylesheet once however often it is asked', async () => {
    const thai = vi.fn(() => Promise.resolve());
    const load = createFontLoader({ th_TH: thai });
    const first = load('th_TH');
    expect(load('th_TH')).toBe(first);
    await first;
    await load('th_TH');
    expect(thai).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const arabic = vi.fn().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValueOnce({});
    const load = createFontLoader({ ar_AE: arabic });
    await expect(load('ar_AE')).rejects.toThrow('chunk gone');
    await expect(load('ar_AE')).resolves.toBeUndefined();
    expect(arabic).toHaveBeenCalledTimes(2);
  });

  it('resolves at once for a locale without a stylesheet', async () => {
    const thai = vi.fn(() => Promise.resolve());
    await expect(createFontLoader({ th_TH: thai })('en_US')).resolves.toBeUndefined();
    expect(thai).not.toHaveBeenCalled();
  });
});

describe('fontFamilyFor', () => {
  it('puts the webfont first where one is loaded and falls back to system fonts', () => {
    expect(fontFamilyFor('th_TH')).toMatch(/^'Noto Sans Thai', .*sans-serif$/);
    expect(fontFamilyFor('ar_AE')).toMatch(/^'Noto Sans Arabic', /);
    expect(fontFamilyFor('kr_KO')).toMatch(/^'Noto Sans KR', /);
    expect(fontFamilyFor('en_US')).not.toMatch(/Noto/);
    expect(fontFamilyFor('zh_TW')).not.toMatch(/Noto Sans (Thai|Arabic|KR)/);
  });
});
