// A server with state, for the money tests: Prism answers every call first (so each request is still checked
// against the contract), and this layer, in the page's routes, keeps what a real server keeps: the wallet's
// balance, the episodes each drama has unlocked, the answer given to each Idempotency-Key and every charge made,
// the orders made and their state, and the tracking events it accepted. A test bends the next answers of an
// operation the way real servers, caches, gateways and rate limiters answer:
//
//   const server = await fakeServer(page);            // before any useExample: its routes must run after them
//   server.bend('unlockEpisode', { afterCharging: gatewayPage(502) }, { instead: inProgress });
//   … act …
//   expect(server.charges).toEqual([30]);             // the visitor paid once
//
// `afterCharging`: the server did the work (charged, unlocked, kept the answer for the key) and the visitor got
// this answer instead (a gateway that timed out behind it). `instead`: the server never saw the request (a rate
// limiter, a gateway that could not reach it, a server still busy with the key). `dropped`: the connection broke
// before any answer (the browser sees a network error). `fromCache`: a cache in front answered with the copy it
// kept. A 429 with Retry-After answered `instead` starts the rate limiter's window: every call to that operation
// gets a 429 until the page's clock (page.clock, when the test installed it) has passed it.
//
// Orders stay PENDING until the test says what the payment did: `server.pay(payOrderId)`, `fail`, `expire`.
import type { Page, Route } from '@playwright/test';
import type { CreateOrderRequest, Episode, OrderStatus, RechargeOptions, TrackEvent } from '../../src/shared/api/types';
import { holdRequests } from './control';

export type Answer = Exclude<Parameters<Route['fulfill']>[0], undefined>;

/** The envelope of an unlock's success, as the server answers it. */
interface UnlockEnvelope {
  code: number;
  msg: string;
  data: { balance: number; seriesUnlocked: boolean; unlocked: Episode[] };
}

/** Someone in front of the server answered this: the server never saw the request. */
export interface Instead {
  instead: Answer;
}
/** The connection broke before any answer: the browser sees a network error, the server saw nothing. */
export interface Dropped {
  dropped: true;
}
/** The server did the work and kept its answer for the key; the visitor got this, or this made from its own. */
export interface AfterCharging {
  afterCharging: Answer | ((own: UnlockEnvelope) => Answer);
}
/** A cache in front of the server answered with the copy it kept of this address (the server's last answer). */
export interface FromCache {
  fromCache: true;
}

/** How each operation can be bent. A trackEvent bend takes the next call of `event` (of any event without). */
interface BendsOf {
  unlockEpisode: Instead | Dropped | AfterCharging;
  getDramaInfo: FromCache;
  getRechargeOrder: Instead | Dropped;
  trackEvent: (Instead | Dropped) & { event?: TrackEvent['event'] };
}
export type BentOperation = keyof BendsOf;
type AnyBend = BendsOf[BentOperation];

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
/** An HTTP 200 whose envelope carries an error code the contract does not document: it says nothing of the charge. */
export const errorCodeIn200 = envelopeAnswer(200, { code: 5000, data: null, msg: 'System busy' });
/** The server's success (its lower balance), without the episode it unlocked: a race on the server. */
export const withoutTheEpisode = (own: UnlockEnvelope): Answer =>
  envelopeAnswer(200, { ...own, data: { ...own.data, unlocked: [] } });
export const dropped: Dropped = { dropped: true };
export const fromCache: FromCache = { fromCache: true };

/** The demo clip an unlocked episode plays (mocks/make-media.sh makes six). */
const clipOf = (episodeNumber: number): Episode => ({
  episodeNumber,
  videoUrl: `/demo-media/ep${((episodeNumber - 1) % 6) + 1}.mp4`,
  locked: false,
});

/** What the server sells, learnt from the options it served: a coin package, or a series bought with money. */
interface Sold {
  price: number;
  currency: string;
  coins: number;
  bonusCoins: number;
  series: boolean;
}

interface Order {
  payOrderId: string;
  key: string;
  fingerprint: string;
  request: CreateOrderRequest;
  sold: Sold;
  createdAt: Date;
  status: OrderStatus['status'];
  unlocked: Episode[];
  paidAt: string | null;
  failureReason: string | null;
}

/** The status checks of an order (GET /h5/recharge/order/{payOrderId}), not its creation. */
const ORDER_CHECK = /\/h5\/recharge\/order\/[^/?]+(\?|$)/;
const ORDER_LIFETIME_MS = 15 * 60_000;

export async function fakeServer(page: Page, { balance = 720 } = {}) {
  const state = {
    balance,
    prices: new Map<string, number>(),
    /** Per drama, the episodes its own answer has locked: what buying the series opens. */
    locked: new Map<string, number[]>(),
    unlocked: new Map<string, Set<number>>(),
    answers: new Map<string, { fingerprint: string; answer: Answer }>(),
    charges: [] as number[],
    sold: new Map<string, Sold>(),
    orders: new Map<string, Order>(),
    events: [] as TrackEvent[],
  };
  const bends = new Map<BentOperation, AnyBend[]>();
  /** The cache in front of getDramaInfo: the last answer served per address. */
  const cached = new Map<string, unknown>();
  /** The rate limiter's windows: per operation, the page's time until which it answers 429. */
  const limitedUntil = new Map<BentOperation, number>();

  function nextBend<Op extends BentOperation>(operation: Op, takes: (bend: BendsOf[Op]) => boolean = () => true) {
    const queue = (bends.get(operation) ?? []) as BendsOf[Op][];
    const index = queue.findIndex(takes);
    return index < 0 ? undefined : queue.splice(index, 1)[0];
  }
  const unlockedIn = (dramaId: string) => state.unlocked.get(dramaId) ?? new Set<number>();

  /**
   * Answers the page's calls to `url` with `handler`. A handler cut short by the page going away (the test over,
   * its context closed with an answer still under way) has nobody left to answer: that is no test's failure.
   */
  const serve = (url: string | RegExp, handler: (route: Route) => Promise<unknown>) =>
    page.route(url, async (route) => {
      try {
        await handler(route);
      } catch (error) {
        if (!page.isClosed() && !/has been (disposed|closed)/.test(String(error))) throw error;
      }
    });

  /** The page's time: the clock the app waits on (page.clock, when installed), not the test's. */
  const pageNow = () => page.evaluate(() => Date.now()).catch(() => Date.now());

  /**
   * What stands in front of the server answers first: the rate limiter inside its window, then the bend taken.
   * True when the call went no further.
   */
  async function answeredInFront(route: Route, operation: BentOperation, bend: AnyBend | undefined) {
    const until = limitedUntil.get(operation);
    if (until !== undefined) {
      const now = await pageNow();
      if (now < until) {
        await route.fulfill(tooManyRequests(Math.ceil((until - now) / 1000)));
        return true;
      }
      limitedUntil.delete(operation);
    }
    if (bend && 'dropped' in bend) {
      await route.abort('connectionreset');
      return true;
    }
    if (bend && 'instead' in bend) {
      const seconds = Number(bend.instead.headers?.['Retry-After']);
      if (bend.instead.status === 429 && seconds > 0) limitedUntil.set(operation, (await pageNow()) + seconds * 1000);
      await route.fulfill(bend.instead);
      return true;
    }
    return false;
  }

  await serve('**/h5/drama_video/info?*', async (route) => {
    const address = route.request().url();
    const copy = nextBend('getDramaInfo') && cached.get(address);
    if (copy) return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(copy) });
    const response = await route.fetch();
    const body = (await response.json()) as { data?: { dramaId: string; episodePrice: number; dramaUrl: Episode[] } };
    const drama = body.data;
    if (drama) {
      state.prices.set(drama.dramaId, drama.episodePrice);
      const locked = drama.dramaUrl.filter((episode) => episode.locked).map((episode) => episode.episodeNumber);
      if (!state.locked.has(drama.dramaId)) state.locked.set(drama.dramaId, locked);
      const open = unlockedIn(drama.dramaId);
      drama.dramaUrl = drama.dramaUrl.map((episode) =>
        open.has(episode.episodeNumber) ? clipOf(episode.episodeNumber) : episode,
      );
      if (response.ok()) cached.set(address, body);
    }
    await route.fulfill({ response, json: body });
  });

  await serve('**/h5/user/balance', async (route) => {
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

  await serve('**/h5/drama_video/unlock', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.fallback();
    const bend = nextBend('unlockEpisode');
    if (await answeredInFront(route, 'unlockEpisode', bend)) return;
    const checked = await route.fetch(); // Prism checks the request: token, body, Idempotency-Key
    if (!checked.ok()) return route.fulfill({ response: checked });
    const answer = unlock(request.headers()['idempotency-key'] ?? '', request.postDataJSON());
    if (!bend || !('afterCharging' in bend)) return route.fulfill(answer);
    const given = bend.afterCharging;
    return route.fulfill(
      typeof given === 'function' ? given(JSON.parse(String(answer.body)) as UnlockEnvelope) : given,
    );
  });

  // What is sold, as the options answer it: the packages and the series offer are what an order may buy.
  await serve('**/h5/recharge/options?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data?: RechargeOptions };
    for (const pkg of body.data?.packages ?? []) state.sold.set(pkg.packageId, { ...pkg, series: false });
    const offer = body.data?.seriesOffer;
    if (offer) state.sold.set(offer.packageId, { ...offer, bonusCoins: 0, series: true });
    await route.fulfill({ response, json: body });
  });

  /** One order per Idempotency-Key: the same request again gets the same order, another one the contract's 400. */
  function createOrder(key: string, request: CreateOrderRequest): { status: number; body: unknown } {
    const fingerprint = JSON.stringify(request);
    const made = [...state.orders.values()].find((order) => order.key === key);
    if (made && made.fingerprint !== fingerprint)
      return { status: 400, body: { code: 1001, data: null, msg: 'Idempotency-Key reused with another request' } };
    const sold = state.sold.get(request.packageId);
    if (!made && !sold)
      return { status: 400, body: { code: 1001, data: null, msg: 'This package is no longer available' } };
    const order = made ?? {
      payOrderId: `PO${String(900_000 + state.orders.size + 1)}`,
      key,
      fingerprint,
      request,
      sold: sold!,
      createdAt: new Date(),
      status: 'PENDING' as const,
      unlocked: [],
      paidAt: null,
      failureReason: null,
    };
    state.orders.set(order.payOrderId, order);
    const { payOrderId, sold: what, createdAt } = order;
    return {
      status: 200,
      body: {
        code: 0,
        msg: 'ok',
        data: {
          payOrderId,
          status: 'PENDING',
          paymentContent: `https://pay.example/qr/${payOrderId}`,
          amount: what.price,
          currency: what.currency,
          coins: what.coins,
          bonusCoins: what.bonusCoins,
          expiresAt: new Date(createdAt.getTime() + ORDER_LIFETIME_MS).toISOString(),
          createdAt: createdAt.toISOString(),
        },
      },
    };
  }

  await serve('**/h5/recharge/order', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.fallback();
    const checked = await route.fetch();
    if (!checked.ok()) return route.fulfill({ response: checked });
    const { status, body } = createOrder(request.headers()['idempotency-key'] ?? '', request.postDataJSON());
    return route.fulfill({ response: checked, status, json: body });
  });

  /** An order's status, as the contract's OrderStatus has it: the new balance and the unlocked episodes once PAID. */
  function statusOf(order: Order): OrderStatus {
    const paid = order.status === 'PAID';
    return {
      payOrderId: order.payOrderId,
      status: order.status,
      amount: order.sold.price,
      currency: order.sold.currency,
      coins: order.sold.coins,
      bonusCoins: order.sold.bonusCoins,
      balance: paid ? state.balance : null,
      unlocked: paid ? order.unlocked : [],
      paidAt: order.paidAt,
      failureReason: order.failureReason,
    };
  }

  await serve(ORDER_CHECK, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    if (await answeredInFront(route, 'getRechargeOrder', nextBend('getRechargeOrder'))) return;
    const checked = await route.fetch();
    if (!checked.ok()) return route.fulfill({ response: checked });
    const payOrderId = decodeURIComponent(new URL(route.request().url()).pathname.split('/').pop() ?? '');
    const order = state.orders.get(payOrderId);
    if (!order) return route.fulfill(envelopeAnswer(404, { code: 3001, data: null, msg: 'Order not found' }));
    return route.fulfill({ response: checked, json: { code: 0, msg: 'ok', data: statusOf(order) } });
  });

  // Tracking: an event is accepted once per eventId (the pixel de-duplicates by it), whatever was sent again.
  await serve('**/tt/event/track', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.fallback();
    const event = request.postDataJSON() as TrackEvent;
    const bend = nextBend('trackEvent', (candidate) => !candidate.event || candidate.event === event.event);
    if (await answeredInFront(route, 'trackEvent', bend)) return;
    const response = await route.fetch();
    if (response.ok() && !state.events.some((accepted) => accepted.eventId === event.eventId)) state.events.push(event);
    return route.fulfill({ response });
  });

  /** The order the test names, still waiting for its payment. */
  function pending(payOrderId: string): Order {
    const order = state.orders.get(payOrderId);
    if (!order) throw new Error(`fake server: no order ${payOrderId}`);
    if (order.status !== 'PENDING') throw new Error(`fake server: order ${payOrderId} is already ${order.status}`);
    return order;
  }

  return {
    /** The next answers to `operation`, in turn; after them the server answers as itself. */
    bend<Op extends BentOperation>(operation: Op, ...answers: BendsOf[Op][]) {
      bends.set(operation, [...(bends.get(operation) ?? []), ...answers]);
    },
    /**
     * The payment went through: a coin package credits its coins and bonus; a series package unlocks the
     * drama's locked episodes (its price in coins is not credited). The order's next check answers PAID.
     */
    pay(payOrderId: string) {
      const order = pending(payOrderId);
      order.status = 'PAID';
      order.paidAt = new Date().toISOString();
      if (order.sold.series) {
        const { dramaId } = order.request;
        const locked = state.locked.get(dramaId) ?? [];
        state.unlocked.set(dramaId, new Set([...unlockedIn(dramaId), ...locked]));
        order.unlocked = locked.map(clipOf);
      } else state.balance += order.sold.coins + order.sold.bonusCoins;
    },
    /** The bank declined the payment. */
    fail(payOrderId: string) {
      Object.assign(pending(payOrderId), { status: 'FAILED', failureReason: 'The payment was declined by the bank' });
    },
    /** The payment window closed unpaid. */
    expire(payOrderId: string) {
      Object.assign(pending(payOrderId), { status: 'EXPIRED', failureReason: 'The payment window has closed' });
    },
    /**
     * Holds the guest's registration (a slow network) until `release()`; `sent` resolves once it is under way.
     * Call it before the page opens the app.
     */
    holdRegistration: () => holdRequests(page, '**/h5/auth/register'),
    /** Every charge made, in coins, in order. */
    get charges(): readonly number[] {
      return state.charges;
    },
    get balance(): number {
      return state.balance;
    },
    /** The orders made, oldest first: what was bought and where the payment stands. */
    get orders(): readonly { payOrderId: string; request: CreateOrderRequest; status: OrderStatus['status'] }[] {
      return [...state.orders.values()].map(({ payOrderId, request, status }) => ({ payOrderId, request, status }));
    },
    /** The tracking events the server accepted, once each (by eventId), in the order they arrived. */
    get events(): readonly TrackEvent[] {
      return state.events;
    },
  };
}
