// What the locale changes on <html>: lang, dir and the font stack (`--app-font`, which styles/global.css
// reads). Both the app's I18nProvider and the early script (src/entries/early/early-requests.ts) apply it: the early
// script as soon as the drama says which language it is, so that the app's first screen is laid out
// once, in its own font and direction, instead of in the system font first and again when it changes.
import { fontFamilyFor } from './font-families';
import { htmlLang, isRtl, type AppLocale } from './locale';

export function applyToDocument(locale: AppLocale): void {
  const root = document.documentElement;
  const lang = htmlLang(locale);
  const dir = isRtl(locale) ? 'rtl' : 'ltr';
  const font = fontFamilyFor(locale);
  // Only what changes: Chromium restyles the whole page when lang or dir is written again with the value it
  // has. On a return visit the drama's answer applies the stored locale a second time, about when the
  // first episode starts.
  if (root.lang !== lang) root.lang = lang;
  if (root.dir !== dir) root.dir = dir;
  if (root.style.getPropertyValue('--app-font') !== font) root.style.setProperty('--app-font', font);
}

/**
 * Starts downloading the webfont of the stack applyToDocument put on <html> (Thai's, Arabic's), regular
 * and bold, before any text needs it, so the first screen is drawn in it rather than swapped to it.
 * Needs the faces declared (the app's stylesheet loaded); does nothing for a system-font stack or
 * before a locale was applied, and never rejects.
 */
export function warmDocumentFont(): Promise<void> {
  const stack = document.documentElement.style.getPropertyValue('--app-font').trim();
  if (!stack || !document.fonts) return Promise.resolve();
  const ignore = () => undefined;
  try {
    return Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 1em ${stack}`))).then(
      ignore,
      ignore,
    );
  } catch {
    return Promise.resolve(); // A stack the font shorthand cannot parse.
  }
}
