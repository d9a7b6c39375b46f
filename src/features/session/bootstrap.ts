// Start-up (docs/product-rules.md, "Start-up"), as plain functions over storage; session-provider.tsx runs them in
// order through React Query. Each step's storage decision lives here so it can be tested without React.
import { isApiError, isRetryable } from '@/shared/api/errors';
import type { AuthUser, DramaInfo, RegisterRequest } from '@/shared/api/types';
import { localeForCountry, type AppLocale } from '@/shared/i18n/locale';
import { setTtclidCookie } from '@/shared/storage/cookie';
import {
  endStoredSession,
  fileLegacySession,
  markGuestRegistration,
  resumeStoredUser,
  saveSessionUser,
  setTabSessionKey,
} from '@/shared/storage/drama-session';
import { withoutLinkedEpisode } from '@/shared/routes';
import { storage } from '@/shared/storage/storage';
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

/**
 * Steps 1 to 3: which key, after ending the session of another one (its user stays filed under its key).
 * Also records ttclid and HREF, and makes the key this tab's session, so the drama is asked for with the
 * token of this key's user, if it has one.
 */
export async function resolveSession({ href, decrypt, replaceUrl }: ResolveOptions): Promise<Resolution> {
  const url = new URL(href);
  rememberTtclid(url);
  fileLegacySession();
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
    endStoredSession();
    setTabSessionKey(null);
    return { kind: 'empty' };
  }
  const storedKey = storage.get('SECRET_KEY');
  if (storedKey !== undefined && storedKey !== key) endStoredSession();
  setTabSessionKey(key);
  // HREF is the landing address of this drama; a reload on / without a key keeps the one it had. A shared link's
  // episode is not part of it: a return from a payment or a login resumes where the visitor is, not there.
  if (source.kind !== 'none') storage.set('HREF', withoutLinkedEpisode(href));
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

export type DramaOutcome =
  /** Its country's language, when it has one: the empty state shows in it. */
  | { kind: 'noEpisodes'; locale: AppLocale | undefined }
  | { kind: 'unsupported' }
  | { kind: 'supported'; locale: AppLocale };

/** Step 4's verdict on a loaded drama. */
export function classifyDrama(drama: DramaInfo): DramaOutcome {
  const locale = localeForCountry(drama.country);
  if (drama.dramaUrl.length === 0) return { kind: 'noEpisodes', locale: locale ?? undefined };
  return locale === null ? { kind: 'unsupported' } : { kind: 'supported', locale };
}

/** Steps 4 and 5 in storage: a drama without episodes ends the session; any other is kept with its key. */
export function rememberDrama(key: string, drama: DramaInfo): void {
  if (classifyDrama(drama).kind === 'noEpisodes') {
    endStoredSession();
    return;
  }
  storage.set('SECRET_KEY', key);
  storage.set('DRAMA_INFO', drama);
}

/**
 * The user stored for this key, made current (its token, e-mail and pending order with it) with `current` set
 * to 0, or null. A user whose token a 401 removed is still this key's user: the session is then signed out.
 */
function reuseStoredUser(key: string): SessionUser | null {
  const entry = resumeStoredUser(key);
  return entry && { id: entry.id, name: entry.name };
}

function saveRegisteredUser(key: string, user: AuthUser): SessionUser {
  saveSessionUser(key, { id: user.h5UserId, name: user.username, token: user.token });
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
  markGuestRegistration(registration);
  return registration;
}
