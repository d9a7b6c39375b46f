import { createContext, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { applyToDocument } from './document-locale';
import { loadLocaleFont } from './fonts';
import TypesafeI18n, { useI18nContext } from './i18n-react.js';
import type { Locales } from './i18n-types.js';
import { loadLocaleAsync } from './i18n-util.async.js';
import { loadedLocales } from './i18n-util.js';
import { intlLocale, type AppLocale } from './locale';
import { loadRequestedTexts, prepareTexts, setShownTextsLocale, textsRequested } from './namespaces';

/**
 * `const { LL } = useI18n()`; then `LL.home.unlock.unlockNow()`, `LL.common.coins({ count: 30 })`.
 * Its `locale` is the dictionary's BCP 47 tag; use useAppLocale() for the app's code. Do not call its
 * setLocale: the locale comes from I18nProvider's prop, which also sets lang, dir and the font.
 */
export { useI18nContext as useI18n };

const AppLocaleContext = createContext<AppLocale | null>(null);

/** The app locale whose texts are on screen (for formatMoney, formatDateTime…). */
export function useAppLocale(): AppLocale {
  const locale = useContext(AppLocaleContext);
  if (!locale) throw new Error('useAppLocale must be used inside <I18nProvider>');
  return locale;
}

type I18nProviderProps = {
  locale: AppLocale;
  /** Shown until the first dictionary has loaded. */
  fallback?: ReactNode;
  /**
   * Whether the locale is the visitor's yet. While the app only assumes its default (the drama's
   * country is not known), <html> keeps the language, direction and font it has, so an English
   * visitor never downloads the Thai font.
   */
  known?: boolean;
  children: ReactNode;
};

// The main dictionary's first section: a namespace alone may already be there (namespaces.ts).
const isLoaded = (locale: AppLocale) => loadedLocales[intlLocale(locale)]?.common !== undefined;

/** The locale to show at once, its dictionary readied for namespaces (prepareTexts); null when it has not loaded. */
function shownAtOnce(locale: AppLocale): AppLocale | null {
  if (!isLoaded(locale)) return null;
  prepareTexts(intlLocale(locale));
  return locale;
}

/**
 * Loads the locale's dictionary (its own chunk) and renders the children once it is there. On a later
 * locale change the current texts stay on screen until the new dictionary arrives, and the children
 * keep their state (the home screen's prelude video among them: a fallback in between would end it).
 * <html> gets lang, dir (rtl for Arabic) and `--app-font` for the shown locale once it is the
 * visitor's, never for the assumed default, so styles only need `font-family: var(--app-font)`.
 * How this departs from typesafe-i18n's own provider: docs/start-path.md, "The i18n provider".
 */
export function I18nProvider({ locale, fallback = null, known = true, children }: I18nProviderProps) {
  const [shown, setShown] = useState<AppLocale | null>(() => shownAtOnce(locale));
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  useEffect(() => {
    // The font is optional: without it the text shows in the system font.
    if (known) loadLocaleFont(locale).catch(() => undefined);
  }, [locale, known]);

  useEffect(() => {
    // A screen with texts of its own opened directly (not the player): it waits for the visitor's
    // language rather than showing the assumed default's and downloading its texts twice.
    if (!known && textsRequested()) return;
    let current = true;
    // With the namespaces the screens asked for, so a screen already shown never waits for its texts.
    Promise.all([loadLocaleAsync(intlLocale(locale)), loadRequestedTexts(intlLocale(locale))]).then(
      () => {
        prepareTexts(intlLocale(locale));
        if (current) setShown(locale);
      },
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [locale, known]);

  // Before the texts paint: a frame of Arabic laid out left to right, or in the last language's font, would show.
  useLayoutEffect(() => {
    if (shown) setShownTextsLocale(intlLocale(shown));
    // Only the visitor's own locale, once its texts are the ones shown: never the assumed default.
    if (shown && known && shown === locale) applyToDocument(shown);
  }, [shown, known, locale]);

  // Nothing to show at all (the dictionary chunk failed to load): let the error boundary handle it.
  if (!shown) {
    if (failure) throw failure.error;
    return fallback;
  }
  return (
    <AppLocaleContext.Provider value={shown}>
      <TypesafeI18n locale={intlLocale(shown)}>
        <FollowLocale tag={intlLocale(shown)} />
        {children}
      </TypesafeI18n>
    </AppLocaleContext.Provider>
  );
}

// TypesafeI18n reads its locale prop only on mount; switching through its context keeps the subtree
// (and the player in it) mounted.
function FollowLocale({ tag }: { tag: Locales }) {
  const { locale, setLocale } = useI18nContext();
  useEffect(() => {
    if (locale !== tag) setLocale(tag);
  }, [locale, tag, setLocale]);
  return null;
}
