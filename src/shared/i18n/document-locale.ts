// What the locale changes on <html>: lang, dir and the font stack (`--app-font`, which styles/global.css
// reads). Both the app's I18nProvider and the early script (app/early-requests.ts) apply it: the early
// script as soon as the drama says which language it is, so that the app's first screen is laid out
// once, in its own font and direction, instead of in the system font first and again when it changes.
import { fontFamilyFor, webfontFor } from './font-families';
import { htmlLang, isRtl, type AppLocale } from './locale';

export function applyToDocument(locale: AppLocale): void {
  const root = document.documentElement;
  root.lang = htmlLang(locale);
  root.dir = isRtl(locale) ? 'rtl' : 'ltr';
  root.style.setProperty('--app-font', fontFamilyFor(locale));
}

/**
 * Starts downloading the locale's webfont (regular and bold) before any text needs it, so the first
 * screen is drawn in it rather than swapped to it. Needs the faces declared, that is the app's
 * stylesheet loaded; does nothing for a locale without a webfont, and never rejects.
 */
export function warmWebfont(locale: AppLocale): Promise<void> {
  const family = webfontFor(locale);
  if (!family || !document.fonts) return Promise.resolve();
  return Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 1em "${family}"`))).then(
    () => undefined,
    () => undefined,
  );
}
