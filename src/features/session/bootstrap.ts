// Start-up, SPEC.md section 4, as plain functions over storage; session-provider.tsx runs them in order
// through React Query. Each step's storage decision lives here so it can be tested without React.
import { isApiError, isRetryable } from '@/shared/api/errors';
import type { AuthUser, DramaInfo, RegisterRequest } from '@/shared/api/types';
import { localeForCountry, type AppLocale } from '@/shared/i18n/locale';
import { setTtclidCookie } from '@/shared/storage/cookie';
import { clearSession, storage } from '@/shared/storage/storage';
import * as parse from '@/shared/utils/parse';
import { keySourceFromUrl, landingAfterShortCode } from './resolve-key';

export interface SessionUser {
  id: string;
  name: string;
}

export type Resolution =
  | { kind: 'key'; key: string; registerUrl: string; cached: DramaInfo | null }
  | { kind: 'empty' }
  | { kind: 'unknownShortCode' };

export interface ResolveOptions {
  /** The address the visitor landed on, read before the router could change it. */
  href: string;
  decrypt(code: string): Promise<string>;
  /** Replaces the address without a new history entry (the router's navigate with replace). */
  replaceUrl(url: string): void;
}

/** Steps 1 to 3: which key, after clearing what belongs to another one. Also records ttclid and HREF. */
export async function resolveSession({ href, decrypt, replaceUrl }: ResolveOptions): Promise<Resolution> {
  const url = new URL(href);
  rememberTtclid(url);
  const source = keySourceFromUrl(url);
  let key: string | undefined;
  if (source.kind === 'info') key = source.key;
  else if (source.kind === 'shortCode') {
    try {
      key = await decrypt(source.code);
    } catch (error) {
      // The server refused the code (unknown, 2002, or malformed): no amount of retrying helps.
      // A transport failure is thrown on, and the caller retries it.
      if (isApiError(error) && !isRetryable(error)) return { kind: 'unknownShortCode' };
      throw error;
    }
  } else key = storage.get('SECRET_KEY');

  if (!key) {
    clearSession();
    return { kind: 'empty' };
  }
  const storedKey = storage.get('SECRET_KEY');
  if (storedKey !== undefined && storedKey !== key) clearSession();
  // HREF is the landing address of this drama; a reload on / without a key keeps the one it had.
  if (source.kind !== 'none') storage.set('HREF', href);
  if (source.kind === 'shortCode') {
    storage.set('SECRET_KEY', key);
    replaceUrl(landingAfterShortCode(url));
  }
  return { kind: 'key', key, registerUrl: storage.get('HREF') ?? href, cached: cachedDrama(key) };
}

function rememberTtclid(url: URL): void {
  const ttclid = url.searchParams.get('ttclid')?.trim();
  if (!ttclid) return;
  storage.set('ttclid', ttclid);
  setTtclidCookie(ttclid);
}

// Storage only checks an outline of DRAMA_INFO; the session renders from it at once, so it checks every
// field a screen reads. A value written by an older build that lacks one is ignored and fetched again.
const parseCachedDrama = parse.looseObject({
  dramaId: parse.nonEmptyString,
  promotionLinkId: parse.nonEmptyString,
  pixelId: parse.string,
  siteId: parse.nonEmptyString,
  customerDomain: parse.string,
  isCdn: parse.boolean,
  country: parse.string,
  title: parse.string,
  cover: parse.string,
  description: parse.string,
  totalEpisodes: parse.number(),
  freeEpisodes: parse.number(),
  episodePrice: parse.number(),
  seriesPrice: parse.number(),
  seriesUnlocked: parse.boolean,
  dramaUrl: parse.array(
    parse.looseObject({ episodeNumber: parse.number(), videoUrl: parse.string, locked: parse.boolean }),
  ),
});

/** The stored DRAMA_INFO when it belongs to this key and is complete, else null. */
export function cachedDrama(key: string): DramaInfo | null {
  if (storage.get('SECRET_KEY') !== key) return null;
  return (parseCachedDrama(storage.get('DRAMA_INFO')) as DramaInfo | undefined) ?? null;
}

export type DramaOutcome = { kind: 'noEpisodes' } | { kind: 'unsupported' } | { kind: 'supported'; locale: AppLocale };

/** Step 4's verdict on a loaded drama. */
export function classifyDrama(drama: DramaInfo): DramaOutcome {
  if (drama.dramaUrl.length === 0) return { kind: 'noEpisodes' };
  const locale = localeForCountry(drama.country);
  return locale === null ? { kind: 'unsupported' } : { kind: 'supported', locale };
}

/** Steps 4 and 5 in storage: a drama without episodes clears everything; any other is kept with its key. */
export function rememberDrama(key: string, drama: DramaInfo): void {
  if (classifyDrama(drama).kind === 'noEpisodes') {
    clearSession();
    return;
  }
  storage.set('SECRET_KEY', key);
  storage.set('DRAMA_INFO', drama);
}

/** The user stored for this key, made current (USER_ID, USER_NAME) with `current` set to 0, or null. */
export function reuseStoredUser(key: string): SessionUser | null {
  const dict = storage.get('USER_INFO_DICT');
  const entry = dict?.[key];
  if (!dict || !entry) return null;
  storage.set('USER_INFO_DICT', { ...dict, [key]: { ...entry, current: 0 } });
  storage.set('USER_ID', entry.id);
  storage.set('USER_NAME', entry.name);
  return { id: entry.id, name: entry.name };
}

function saveRegisteredUser(key: string, user: AuthUser): SessionUser {
  storage.set('ACCESS_TOKEN', user.token);
  storage.set('USER_ID', user.h5UserId);
  storage.set('USER_NAME', user.username);
  storage.set('USER_INFO_DICT', {
    ...storage.get('USER_INFO_DICT'),
    [key]: { id: user.h5UserId, name: user.username, current: 0 },
  });
  return { id: user.h5UserId, name: user.username };
}

// One registration per key at a time, whoever asks: React StrictMode runs effects twice and a second
// guest would split the visitor's coins across two accounts. Once it settles the stored user answers
// (or, after a failure, a retry may register).
const registrations = new Map<string, Promise<SessionUser>>();

/** Step 5: the stored user for this key, or a newly registered guest. */
export function ensureUser(
  key: string,
  drama: DramaInfo,
  registerUrl: string,
  register: (body: RegisterRequest) => Promise<AuthUser>,
): Promise<SessionUser> {
  const stored = reuseStoredUser(key);
  if (stored) return Promise.resolve(stored);
  const pending = registrations.get(key);
  if (pending) return pending;
  const { dramaId, promotionLinkId, pixelId, siteId } = drama;
  const registration = register({ registerUrl, dramaId, promotionLinkId, pixelId, siteId })
    .then((user) => saveRegisteredUser(key, user))
    .finally(() => registrations.delete(key));
  registrations.set(key, registration);
  return registration;
}
