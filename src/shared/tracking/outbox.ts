// The events a business is paid on (AddPaymentInfo, Purchase), delivered: each is kept in localStorage
// (EVENT_OUTBOX) from the moment it is due until the server has accepted it, and sent again after a failure
// (a 5xx, a timeout, the tab closed mid-call) when the app starts, comes back online or comes back to the
// foreground (outbox-watch.ts). The order ledger decides that an event is due at all; this decides that it
// arrives. Loaded only by the screens that queue and by the watcher when something is kept: not on the start path.
import { isDefiniteRefusal } from '@/shared/api/errors';
import type { TrackEvent, TrackEventProperties } from '@/shared/api/types';
import { storage } from '@/shared/storage/storage';
import * as parse from '@/shared/utils/parse';
import { currentTrackingContext, eventBody, postTrackEvent } from './track';

/** An event older than this no longer helps the ad's attribution: it is dropped unsent. */
const KEEP_SECONDS = 7 * 24 * 60 * 60;
/** Far more than a visitor's orders in a week; the oldest go first. */
const MAX_EVENTS = 50;
/** Held while sending (one tab sends an entry at a time) and while rewriting the outbox. */
const SEND_LOCK = 'event-outbox:send';
const WRITE_LOCK = 'event-outbox:write';

type Outbox = Record<string, TrackEvent>;

/** Under a Web Lock shared by the tabs where the browser has them; as it comes elsewhere. */
function underLock<T>(name: string, work: () => T | Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return Promise.resolve().then(work);
  // LockManager's typing does not unwrap a callback's promise; the promise it returns does.
  return locks.request(name, work) as Promise<T>;
}

// A kept event checked in full (storage.ts checks only its outline, on the start path): one that is not a body
// the server would take is dropped.
const eventName = parse.matching(/^(ViewContent|CompleteRegistration|InitiateCheckout|AddPaymentInfo|Purchase)$/);
const isSendable = parse.object({
  event: eventName,
  eventId: parse.nonEmptyString,
  eventTime: parse.int({ min: 0 }),
  pixelId: parse.string,
  h5UserId: parse.nonEmptyString,
  dramaId: parse.nonEmptyString,
  promotionLinkId: parse.nonEmptyString,
  ttclid: parse.optional(parse.string),
  url: parse.nonEmptyString,
  properties: parse.optional(
    parse.object({
      value: parse.optional(parse.number({ min: 0 })),
      currency: parse.optional(parse.string),
      contentId: parse.optional(parse.string),
      episodeNumber: parse.optional(parse.int({ min: 1 })),
    }),
  ),
});

/** The kept events, oldest first, without those past a week and beyond the newest MAX_EVENTS. */
function keptEvents(): [string, TrackEvent][] {
  const oldest = Math.floor(Date.now() / 1000) - KEEP_SECONDS;
  return Object.entries(storage.get('EVENT_OUTBOX') ?? {})
    .filter(([, body]) => isSendable(body) !== undefined && body.eventTime >= oldest)
    .sort(([, a], [, b]) => a.eventTime - b.eventTime)
    .slice(-MAX_EVENTS);
}

const rewrite = (change: (outbox: Outbox) => Outbox): Promise<void> =>
  underLock(WRITE_LOCK, () => {
    const next = change(Object.fromEntries(keptEvents()));
    if (Object.keys(next).length === 0) storage.remove('EVENT_OUTBOX');
    else storage.set('EVENT_OUTBOX', next);
  });

/**
 * Puts an event in the outbox, for the session's user and drama (waiting for one, like trackEvent), and sends
 * what is due. `subject` is what the event is about (an order's payOrderId): the event is kept under
 * `${subject}:${event}`, and one already kept there is not queued again. Its eventId is made here, once: every
 * retry carries it, so the pixel counts one.
 */
export async function queueEvent(subject: string, event: TrackEvent['event'], properties?: TrackEventProperties) {
  const key = `${subject}:${event}`;
  // Where and when it happened, not when a user appeared.
  const happened = { url: window.location.href, eventTime: Math.floor(Date.now() / 1000) };
  const body = await eventBody(event, properties, happened);
  await rewrite((outbox) => (key in outbox ? outbox : { ...outbox, [key]: body }));
  await flushOutbox();
}

/** An invalid parameter (1001): the same body would be refused for ever. */
const refusedForGood = (error: unknown) => isDefiniteRefusal(error) && error.code === 1001;

/**
 * Sends the kept events of the session's user, oldest first, each as it was queued (its own user, drama,
 * address and time), and forgets each once the server has accepted it. The first failure ends the round:
 * the rest waits for the next reason to try. Another user's events wait for a tab of that user: the client
 * sends the tab's token with every call, and an event must not go with a token that is not its user's.
 */
async function sendDue(): Promise<void> {
  const user = currentTrackingContext()?.h5UserId;
  if (user === undefined) return;
  await rewrite((outbox) => outbox); // what is past a week or beyond the bound goes, even when nothing is sent
  for (const [key, body] of keptEvents()) {
    if (body.h5UserId !== user) continue;
    try {
      await postTrackEvent(body);
    } catch (error) {
      if (!refusedForGood(error)) return;
    }
    await rewrite(({ [key]: _done, ...rest }) => rest);
  }
}

let flushing: Promise<void> | null = null;
let again = false;

/**
 * Sends what the outbox holds for the session's user. One round at a time in a tab: asked while one runs, one
 * more follows it (an event queued meanwhile). Across tabs the send lock keeps two tabs from sending the same
 * event at once: the second reads the outbox after the first has forgotten what it sent.
 */
export function flushOutbox(): Promise<void> {
  if (flushing) {
    again = true;
    return flushing;
  }
  flushing = (async () => {
    do {
      again = false;
      await underLock(SEND_LOCK, sendDue);
    } while (again);
  })().finally(() => (flushing = null));
  return flushing;
}
