import { use } from 'react';
import { useI18nContext } from './i18n-react.js';
import type { Locales, Namespaces, Translations } from './i18n-types.js';
import { importNamespaceAsync } from './i18n-util.async.js';
import { loadedLocales, namespaces as allNamespaces } from './i18n-util.js';
import { failedModuleAddress, importAfresh } from '@/shared/utils/import-afresh';

// The texts of screens other than home live in namespaces (a chunk per language and namespace), so
// the first load of the player carries only its own texts (docs/start-path.md, "Texts in two
// layers"). A screen names its namespaces (app/routes/screens.tsx); they load with its chunk, and a
// later change of language loads every namespace asked for so far beside the new main dictionary.

/** Every namespace a screen has asked for in this page: a new language brings them all along. */
const wanted = new Set<Namespaces>();
/** The language whose texts are on screen (I18nProvider's), once there is one. */
let shownLocale: Locales | undefined;
/**
 * One promise per key while its load runs, so use() gets the same one on every render. A load that
 * failed keeps its rejected promise until forgetFailed: the render after the failure gets that same
 * promise and throws it to the error boundary (which reloads a stale build, or offers the retry). A
 * promise made anew on each render would suspend for good: the screen would stay blank.
 */
function loadsByKey() {
  const running = new Map<string, Promise<void>>();
  const failed = new Set<string>();
  return {
    get(key: string, load: () => Promise<void>): Promise<void> {
      let loading = running.get(key);
      if (!loading) {
        loading = load().then(
          () => void running.delete(key),
          (error: unknown) => {
            failed.add(key);
            throw error;
          },
        );
        running.set(key, loading);
      }
      return loading;
    },
    forgetFailed(): void {
      failed.forEach((key) => running.delete(key));
      failed.clear();
    },
  };
}

/** Each namespace's load, by `${locale}|${namespace}`. */
const namespaceLoads = loadsByKey();
/** Each set of namespaces a screen waits for, by `${locale}|${namespaces}` (see loadNamespaces). */
const setLoads = loadsByKey();
/** `${locale}|${namespace}` of each namespace in place. */
const loaded = new Set<string>();

const isLoaded = (locale: Locales, namespace: Namespaces) => loaded.has(`${locale}|${namespace}`);

/** The language's dictionary object, with an object (empty until it loads) for every namespace. */
function withSlots(locale: Locales): Translations {
  const dictionary = (loadedLocales[locale] ??= {} as Translations);
  for (const namespace of allNamespaces) (dictionary[namespace] as object | undefined) ??= {};
  return dictionary;
}

/**
 * Readies the language's dictionary for namespaces that load later: I18nProvider calls it once the
 * main dictionary is in place, before the language shows. typesafe-i18n's LL copies the dictionary's
 * sections when it is made, so a section added later would stay unseen by it; a slot made now and
 * filled in place later is seen (LL reads inside a section when a text is asked for).
 */
export function prepareTexts(locale: Locales): void {
  withSlots(locale);
}

/** The chunk address of a namespace whose import failed: the retry imports that file afresh. */
const failedAddresses = new Map<string, string>();

/** Lets the namespaces that failed to load be asked for again (before a visit, and on the error screen's retry). */
export function forgetFailedTexts(): void {
  namespaceLoads.forgetFailed();
  setLoads.forgetFailed();
}

function importTexts(locale: Locales, namespace: Namespaces) {
  const address = failedAddresses.get(`${locale}|${namespace}`);
  if (address === undefined) return importNamespaceAsync(locale, namespace);
  return importAfresh<{ default: Translations[Namespaces] }>(address).then((module) => module.default);
}

// Filled in place (see prepareTexts): the LL of the screens already shown finds the texts without a
// re-render of the whole tree. Before the main dictionary arrives, the object holds the slots alone,
// and loadLocaleAsync keeps them (it spreads what is there).
function loadNamespace(locale: Locales, namespace: Namespaces): Promise<void> {
  if (isLoaded(locale, namespace)) return Promise.resolve();
  const key = `${locale}|${namespace}`;
  return namespaceLoads.get(key, () =>
    importTexts(locale, namespace).then(
      (texts) => {
        Object.assign(withSlots(locale)[namespace], texts);
        loaded.add(key);
      },
      (error: unknown) => {
        const address = failedModuleAddress(error);
        if (address !== null && !failedAddresses.has(key)) failedAddresses.set(key, address);
        throw error;
      },
    ),
  );
}

/** One promise per language and set of namespaces while it loads. */
function loadNamespaces(locale: Locales, namespaces: readonly Namespaces[]): Promise<void> {
  return setLoads.get(`${locale}|${namespaces.join()}`, () =>
    Promise.all(namespaces.map((namespace) => loadNamespace(locale, namespace))).then(() => undefined),
  );
}

/**
 * A screen's namespaces, asked for before it shows (its preload): they load in the language on
 * screen, and with every later language. Before the first language shows, only the wish is kept.
 */
export function requestTexts(namespaces: readonly Namespaces[]): Promise<void> {
  namespaces.forEach((namespace) => wanted.add(namespace));
  return shownLocale ? loadNamespaces(shownLocale, namespaces) : Promise.resolve();
}

/** Whether a screen has asked for a namespace yet. */
export const textsRequested = (): boolean => wanted.size > 0;

/** Every namespace asked for so far, in `locale`: I18nProvider loads them beside its main dictionary. */
export function loadRequestedTexts(locale: Locales): Promise<void> {
  return loadNamespaces(locale, [...wanted].sort());
}

/** I18nProvider tells which language's texts are on screen. */
export function setShownTextsLocale(locale: Locales): void {
  shownLocale = locale;
}

/** Suspends until the namespaces are there in the language on screen (at once when they are). */
export function useTexts(namespaces: readonly Namespaces[]): void {
  const { locale } = useI18nContext();
  namespaces.forEach((namespace) => wanted.add(namespace));
  if (namespaces.every((namespace) => isLoaded(locale, namespace))) return;
  use(loadNamespaces(locale, namespaces));
}
