import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyToDocument, warmDocumentFont } from './document-locale';

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

  it('writes nothing on <html> when that locale is applied already (a rewrite restyles the page)', async () => {
    applyToDocument('th_TH');
    const writes: string[] = [];
    const observer = new MutationObserver((records) => writes.push(...records.map((record) => record.attributeName!)));
    observer.observe(html, { attributes: true });

    applyToDocument('th_TH');
    await Promise.resolve(); // Mutation records are delivered in a microtask.
    expect(writes).toEqual([]);

    applyToDocument('ar_AE');
    await Promise.resolve();
    observer.disconnect();
    expect(new Set(writes)).toEqual(new Set(['lang', 'dir', 'style']));
  });
});

describe('warmDocumentFont', () => {
  function stubFonts(load: (font: string) => Promise<unknown>) {
    const fonts = { load: vi.fn(load) };
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    return fonts;
  }

  it('asks for the regular and the bold face of the stack on <html>', async () => {
    const fonts = stubFonts(() => Promise.resolve([]));
    applyToDocument('th_TH');
    await warmDocumentFont();
    expect(fonts.load.mock.calls.map(([font]) => font)).toEqual([
      "400 1em 'Noto Sans Thai', system-ui, sans-serif",
      "700 1em 'Noto Sans Thai', system-ui, sans-serif",
    ]);
  });

  it('asks for nothing before a language was applied', async () => {
    const fonts = stubFonts(() => Promise.resolve([]));
    await warmDocumentFont();
    expect(fonts.load).not.toHaveBeenCalled();
  });

  it('never rejects: a font that fails to load, or a stack it cannot parse, leaves the system font', async () => {
    applyToDocument('ar_AE');
    stubFonts(() => Promise.reject(new DOMException('network', 'NetworkError')));
    await expect(warmDocumentFont()).resolves.toBeUndefined();
    stubFonts(() => {
      throw new DOMException('bad font', 'SyntaxError');
    });
    await expect(warmDocumentFont()).resolves.toBeUndefined();
  });
});
