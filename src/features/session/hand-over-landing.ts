// Landing with a hand-over code (docs/product-rules.md, "Taking the coins to the phone's browser"): loaded
// only when the address carries one, so the home chunk pays nothing for it. The code is exchanged before a
// guest would be registered; whatever the answer, the start goes on within HAND_OVER_WAIT_MS.
import type { QueryClient } from '@tanstack/react-query';
import type { ApiPath } from '@/shared/api/types';
import { config } from '@/shared/config/config';
import { saveSessionUser } from '@/shared/storage/drama-session';
import { showMessage } from '@/shared/ui/toast/toast-store';
import * as parse from '@/shared/utils/parse';
import { dramaInfoOptions } from './api';
import type { SessionUser } from './bootstrap';

/** redeemHandOverCode's path, checked against the contract's (a bare fetch: no token of this browser, no toasts). */
const REDEEM_PATH = '/h5/auth/hand_over/redeem' satisfies ApiPath;

/** The longest the start waits for the exchange before it goes on without it. */
const HAND_OVER_WAIT_MS = 5000;
/** The word after landing stays long enough to be read. */
const SAY_FOR_MS = 6000;

const parseHandedOver = parse.looseObject({
  code: parse.int(),
  data: parse.looseObject({
    h5UserId: parse.nonEmptyString,
    username: parse.nonEmptyString,
    token: parse.nonEmptyString,
  }),
});

type Exchange =
  | { kind: 'user'; h5UserId: string; username: string; token: string }
  /** The server refused the code: used, expired, unknown (or another refusal it documents). */
  | { kind: 'refused' }
  /** No answer in time, a network failure, a 5xx, an answer that is not the contract's. */
  | { kind: 'failed' };

/**
 * redeemHandOverCode, sent WITHOUT this browser's token (the contract refuses another user's token, and this
 * browser may hold a guest of its own) and without the client's toasts and 401 handling: a bare fetch, bounded.
 */
export async function exchangeHandOverCode(
  handOverCode: string,
  { fetch: send = fetch, waitMs = HAND_OVER_WAIT_MS }: { fetch?: typeof fetch; waitMs?: number } = {},
): Promise<Exchange> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), waitMs);
  try {
    const response = await send(`${config.apiBaseUrl}${REDEEM_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', clientId: config.clientId },
      body: JSON.stringify({ handOverCode }),
      signal: controller.signal,
    });
    const body: unknown = await response.json().catch(() => undefined);
    const handed = response.ok ? parseHandedOver(body) : undefined;
    if (handed?.code === 0) return { kind: 'user', ...handed.data };
    // A documented refusal (400, 403, 404, 410): this code will never work. Anything else may be passing.
    return response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429
      ? { kind: 'refused' }
      : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The session user for `key` after the exchange: the code's user, stored as this drama's user in this browser
 * (the visitor's own choice, in place of any guest this browser had for the drama), or, after a refusal or a
 * failure, `fallback()`: the user this browser already has for the drama, else a new guest. Never throws.
 */
export async function adoptHandOver(
  handOverCode: string,
  key: string,
  fallback: () => Promise<SessionUser>,
  queryClient: Pick<QueryClient, 'invalidateQueries'>,
  exchange: (code: string) => Promise<Exchange> = exchangeHandOverCode,
): Promise<SessionUser> {
  const outcome = await exchange(handOverCode);
  if (outcome.kind === 'user') {
    saveSessionUser(key, { id: outcome.h5UserId, name: outcome.username, token: outcome.token });
    // The drama was asked for before, without this user's token: again, with its unlocked episodes.
    void queryClient.invalidateQueries({ queryKey: dramaInfoOptions(key).queryKey });
    showMessage('Welcome back: your coins are here.', (LL) => LL.handOver.welcome(), SAY_FOR_MS);
    return { id: outcome.h5UserId, name: outcome.username };
  }
  if (outcome.kind === 'refused')
    showMessage(
      'This link was already used or has expired. Open a new one from the app to bring your coins.',
      (LL) => LL.handOver.linkUsed(),
      SAY_FOR_MS,
    );
  else
    showMessage(
      "Couldn't bring your coins over right now. Open the link again from the app.",
      (LL) => LL.handOver.linkFailed(),
      SAY_FOR_MS,
    );
  return fallback();
}
