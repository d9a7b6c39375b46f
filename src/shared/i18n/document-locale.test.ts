import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyToDocument, warmWebfont } from './document-locale';

const html = document.documentElement;

afterEach(() => {
  html.removeAttribute('lang');
  html.removeAttribute('dir');
  html.removeAttribute('style');
  Reflect.deleteProperty(document, 'fonts');
});

describe('applyToDocument', () => {
  it('sets the language, the direction and the font stack', () => {
    applyToDocument('ar_AE');
    expect(html).toHaveAttribute('lang', 'ar');
    expect(html).toHaveAttribute('dir', 'rtl');
    expect(html.style.getPropertyValue('--app-font')).toBe("'Noto Sans Arabic', system-ui, sans-serif");

    applyToDocument('en_US');
    expect(html).toHaveAttribute('lang', 'en');
    expect(html).toHaveAttribute('dir', 'ltr');
    expect(html.style.getPropertyValue('--app-font')).toBe('system-ui, sans-serif');
  });
});

describe('warmWebfont', () => {
  function stubFonts(load: (font: string) => Promise<unknown>) {
    const fonts = { load: vi.fn(load) };
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    return fonts;
  }

  it("asks for the regular and the bold face of the locale's webfont", async () => {
    const fonts = stubFonts(() => Promise.resolve([]));
    await warmWebfont('th_TH');
    expect(fonts.load.mock.calls.map(([font]) => font)).toEqual([
      '400 1em "Noto Sans Thai"',
      '700 1em "Noto Sans Thai"',
    ]);
  });

  it('downloads nothing for a locale that uses the system fonts', async () => {
    const fonts = stubFonts(() => Promise.resolve([]));
    await warmWebfont('en_US');
    expect(fonts.load).not.toHaveBeenCalled();
  });

  it('never rejects: a font that fails to load leaves the system font', async () => {
    stubFonts(() => Promise.reject(new DOMException('network', 'NetworkError')));
    await expect(warmWebfont('ar_AE')).resolves.toBeUndefined();
  });
});
