import { describe, expect, it, vi } from 'vitest';
import { createFontLoader, loadLocaleFont } from './fonts';

// The dynamic imports of the @fontsource stylesheets are the boundary: each mock records that its
// stylesheet was requested. Mocked modules are evaluated once per file, so each is used by one test.
const requested = vi.hoisted(() => [] as string[]);
vi.mock('@fontsource/noto-sans-kr/400.css', () => (requested.push('kr-400'), {}));
vi.mock('@fontsource/noto-sans-kr/700.css', () => (requested.push('kr-700'), {}));

describe('loadLocaleFont', () => {
  // Thai and Arabic declare their faces in styles/global.css: no stylesheet of their own to load.
  it.each([['en_US'], ['zh_TW'], ['th_TH'], ['ar_AE']] as const)('loads no stylesheet for %s', async (locale) => {
    requested.length = 0;
    await loadLocaleFont(locale);
    expect(requested).toEqual([]);
  });

  it('loads the regular and bold stylesheets for Korean', async () => {
    requested.length = 0;
    await loadLocaleFont('kr_KO');
    expect([...requested].sort()).toEqual(['kr-400', 'kr-700']);
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
