// The early script's work (early.ts runs it): it asks for the drama info while the app's
// JavaScript is still downloading, and starts the first episode as soon as the drama is known (the prelude,
// prelude.ts). The app's client takes the answer over (shared/api/early-request.ts) when its
// own request is the same call; whatever this gets wrong only costs a second request. Built as a classic
// script of its own, so what it shares with the app is a copy: docs/start-path.md, "The early script".
// The prelude's modules first, as when it was features/player/prelude: the same code in another order is 14
// bytes more gzip.
import { preludeDecidedBy, preludeStarted, startPrelude } from './prelude';
import { dramaInfoCall } from '@/features/session/drama-info-call';
import { config, configProblems } from '@/shared/config/config';
import type { DictionaryFiles } from '@/shared/hand-over';
import { applyToDocument } from '@/shared/i18n/document-locale';
import { intlLocale, localeForCountry, type AppLocale } from '@/shared/i18n/locale';
import { HOME_ALIAS } from '@/shared/routes';
import { keyToken } from '@/shared/storage/drama-session';
import * as parse from '@/shared/utils/parse';
import { preludeChoice, storedDrama } from './prelude-start';

function preloadModule(href: string): void {
  if (document.querySelector(`link[href="${CSS.escape(href)}"]`)) return;
  document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
}

type DramaAnswer = { data?: { country?: string; dramaUrl?: { videoUrl?: string }[] } | null };

/**
 * Head starts on what the drama decides, each otherwise one round trip after the app has started:
 * its language's dictionary (the app shows nothing until it has it), and the connection to the video's host.
 */
function prepareFor(response: Response, info: string, dictionaries: DictionaryFiles): Promise<void> {
  return response
    .json()
    .then(({ data }: DramaAnswer) => {
      // Below the support floor the floor check (src/entries/floor/check-floor.ts), which ran since, shows
      // its page in the browser's language instead: no episode, and the page's language left alone.
      if (window.__belowFloor) return;
      playPrelude(data, info);
      const locale = localize(data);
      const dictionary = locale && dictionaries[intlLocale(locale)];
      if (dictionary) preloadModule(dictionary);
      const address = data?.dramaUrl?.find((episode) => episode.videoUrl)?.videoUrl;
      if (!address) return;
      const { origin, protocol } = new URL(address, window.location.href);
      if (origin === window.location.origin || !/^https?:$/.test(protocol)) return;
      const link = Object.assign(document.createElement('link'), { rel: 'preconnect', href: origin });
      document.head.append(link);
    })
    .catch(() => undefined);
}

const countryShape = parse.looseObject({ country: parse.string });

/** Puts the drama's language on <html> (the page's entry fetches its webfont after the first frame); returns it. */
function localize(drama: unknown): AppLocale | null {
  const locale = localeForCountry(countryShape(drama)?.country);
  if (locale) applyToDocument(locale);
  return locale;
}

/**
 * Starts the first episode now, if the drama (answered or stored) says which, on the home screen only;
 * returns whether it started.
 */
function playPrelude(data: unknown, info: string): boolean {
  const path = window.location.pathname;
  // Started already (a return visit's stored drama): the answer need not be read for a second choice.
  if ((path !== '/' && path !== HOME_ALIAS) || preludeStarted()) return false;
  try {
    const choice = preludeChoice(data, info);
    return choice !== null && startPrelude(choice);
  } catch {
    return false; // The player starts it instead, a little later.
  }
}

/**
 * Asks for the drama info, the call the app's client will make (dramaInfoCall, with the token the app's start-up
 * will give the key's session), for the client to take over (shared/api/early-request.ts).
 */
function askForDrama(info: string, dictionaries: DictionaryFiles): void {
  // Storage reads a token only when it is visible ASCII: fetch takes it as a header.
  const call = dramaInfoCall(info, keyToken(info));
  // The app's timeout, so a request that hangs frees its connection; the client's own timer ends the wait for it.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.apiTimeoutMs);
  const response = fetch(call.url, { headers: call.headers, credentials: 'same-origin', signal: controller.signal });
  void response.then(
    () => clearTimeout(timer),
    () => clearTimeout(timer),
  );
  preludeDecidedBy(response.then((answer) => prepareFor(answer.clone(), info, dictionaries)));
  window.__earlyDramaInfo = { ...call, response };
}

export function startEarlyRequests(dictionaries: DictionaryFiles): void {
  // In development the mock picker (?mock=) adds its header in the client; let the client ask itself.
  if (import.meta.env.DEV) return;
  const info = new URLSearchParams(window.location.search).get('info')?.trim();
  if (!info || configProblems.length > 0) return; // The app shows a bad configuration instead.
  // A return visit: the app shows the stored drama at once, so its episode can start before any answer.
  const stored = storedDrama(info);
  const started = playPrelude(stored, info);
  const locale = localize(stored);
  // The stored drama's language is the answer's but for a drama that changed country: its dictionary is
  // asked for beside the call instead of a round trip after it (the answer's own is preloaded if it differs).
  const dictionary = locale && dictionaries[intlLocale(locale)];
  const ask = () => {
    askForDrama(info, dictionaries);
    if (dictionary) preloadModule(dictionary);
  };
  if (!started) return ask();
  // The video only begins to load once this task has ended (its resource selection waits for that), and
  // the stored episode needs no answer: the call (its address, the token's storage read, fetch itself)
  // goes out in the next task.
  setTimeout(ask, 0);
}
