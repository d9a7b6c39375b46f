// A server with state, for the money tests: Prism answers every call first (so each request is still checked
// against the contract), and this layer, in the page's routes, keeps what a real server keeps: the wallet's
// balance, the episodes each drama has unlocked, the answer given to each Idempotency-Key and every charge made.
// A test bends the next answers of an operation the way real servers, gateways and rate limiters answer:
//
//   const server = await fakeServer(page);            // before any useExample: its routes must run after them
//   server.bend('unlockEpisode', { afterCharging: gatewayPage(502) }, { instead: inProgress });
//   … act …
//   expect(server.charges).toEqual([30]);             // the visitor paid once
//
// `afterCharging`: the server did the work (charged, unlocked, kept the answer for the key) and the visitor got
// this answer instead (a gateway that timed out behind it). `instead`: the server never saw the request (a rate
// limiter, a gateway that could not reach it, a server still busy with the key).
import type { Page, Route } from '@playwright/test';

export type Answer = Exclude<Parameters<Route['fulfill']>[0], undefined>;
export type Bend = { afterCharging: Answer } | { instead: Answer };
type Bent = 'unlockEpisode';

/** An answer in the contract's envelope. */
export const envelopeAnswer = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  contentType: 'application/json',
  headers,
  body: JSON.stringify(body),
});
export const inProgress = envelopeAnswer(409, { code: 409, data: null, msg: 'Your request is still being processed' });
export const tooManyRequests = (seconds: number) =>
  envelopeAnswer(429, { code: 429, data: null, msg: 'Too many requests' }, { 'Retry-After': String(seconds) });
export const gatewayPage = (status: number): Answer => ({
  status,
  contentType: 'text/html',
  body: `<html><h1>${status} Gateway</h1></html>`,
});

interface Episode {
  episodeNumber: number;
  videoUrl: string;
  locked: boolean;
}

/** The demo clip an unlocked episode plays (mocks/make-media.sh makes six). */
const clipOf = (episodeNumber: number): Episode => ({
  episodeNumber,
  videoUrl: `/demo-media/ep${((episodeNumber - 1) % 6) + 1}.mp4`,
  locked: false,
});

export async function fakeServer(page: Page, { balance = 720 } = {}) {
  const state = {
    balance,
    prices: new Map<string, number>(),
    unlocked: new Map<string, Set<number>>(),
    answers: new Map<string, { fingerprint: string; answer: Answer }>(),
    charges: [] as number[],
  };
  const bends = new Map<Bent, Bend[]>();
  const nextBend = (operation: Bent) => bends.get(operation)?.shift();
  const unlockedIn = (dramaId: string) => state.unlocked.get(dramaId) ?? new Set<number>();

  await page.route('**/h5/drama_video/info?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data?: { dramaId: string; episodePrice: number; dramaUrl: Episode[] } };
    const drama = body.data;
    if (drama) {
      state.prices.set(drama.dramaId, drama.episodePrice);
      const open = unlockedIn(drama.dramaId);
      drama.dramaUrl = drama.dramaUrl.map((episode) =>
        open.has(episode.episodeNumber) ? clipOf(episode.episodeNumber) : episode,
      );
    }
    await route.fulfill({ response, json: body });
  });

  await page.route('**/h5/user/balance', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data?: { balance: number } };
    if (body.data) body.data.balance = state.balance;
    await route.fulfill({ response, json: body });
  });

  /** What the server does with one unlock: once per key, nothing charged for what is already open. */
  function unlock(key: string, request: { dramaId: string; episodeNumber: number }): Answer {
    const fingerprint = JSON.stringify(request);
    const seen = state.answers.get(key);
    if (seen) {
      return seen.fingerprint === fingerprint
        ? seen.answer
        : envelopeAnswer(400, { code: 1001, data: null, msg: 'Idempotency-Key reused with another request' });
    }
    const open = unlockedIn(request.dramaId);
    const price = state.prices.get(request.dramaId) ?? 30;
    if (!open.has(request.episodeNumber)) {
      if (state.balance < price) return envelopeAnswer(402, { code: 1002, data: null, msg: 'Insufficient balance' });
      state.balance -= price;
      state.charges.push(price);
      state.unlocked.set(request.dramaId, new Set([...open, request.episodeNumber]));
    }
    const answer = envelopeAnswer(200, {
      code: 0,
      data: { balance: state.balance, seriesUnlocked: false, unlocked: [clipOf(request.episodeNumber)] },
      msg: 'success',
    });
    state.answers.set(key, { fingerprint, answer });
    return answer;
  }

  await page.route('**/h5/drama_video/unlock', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.fallback();
    const bend = nextBend('unlockEpisode');
    if (bend && 'instead' in bend) return route.fulfill(bend.instead);
    const checked = await route.fetch(); // Prism checks the request: token, body, Idempotency-Key
    if (!checked.ok()) return route.fulfill({ response: checked });
    const answer = unlock(request.headers()['idempotency-key'] ?? '', request.postDataJSON());
    return route.fulfill(bend ? bend.afterCharging : answer);
  });

  return {
    /** The next answers to `operation`, in turn; after them the server answers as itself. */
    bend(operation: Bent, ...answers: Bend[]) {
      bends.set(operation, [...(bends.get(operation) ?? []), ...answers]);
    },
    /** Every charge made, in coins, in order. */
    get charges(): readonly number[] {
      return state.charges;
    },
    get balance(): number {
      return state.balance;
    },
  };
}
