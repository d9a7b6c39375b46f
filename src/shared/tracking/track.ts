// TikTok pixel events through the backend (/tt/event/track), with the names docs/product-rules.md lists.
// Fire-and-forget: the answer is a boolean, never an exception, and nothing waits on it. AddPaymentInfo and
// Purchase go through the outbox instead (outbox.ts), which keeps them until the server has accepted them.
import type { TrackEvent, TrackEventProperties } from '@/shared/api/types';
import { readTtclidCookie } from '@/shared/storage/cookie';
import { storage } from '@/shared/storage/storage';
import { client } from '@/shared/api/client';
import { backgroundHeaders } from '@/shared/api/middleware';
import { nextTask } from '@/shared/utils/next-task';
import { uuid } from '@/shared/utils/uuid';

export type TrackEventName = TrackEvent['event'];

/** Who and what an event is about: the session's user and drama. */
export interface TrackingContext {
  h5UserId: string;
  dramaId: string;
  promotionLinkId: string;
  pixelId: string;
}

let context: TrackingContext | null = null;
const waiting: (() => void)[] = [];

/**
 * The session sets this once a user with a token exists, and null while there is none (start-up, or signed
 * out after a 401): events wait for it rather than being sent for nobody or refused. The tab's own session,
 * not storage, so another tab's drama never takes the credit.
 */
export function setTrackingContext(next: TrackingContext | null): void {
  context = next;
  if (next) waiting.splice(0).forEach((resume) => resume());
}

/** The session's user and drama now, or null while there is no signed-in user. */
export const currentTrackingContext = (): TrackingContext | null => context;

/** Resolves with the session's user and drama as soon as there is one. */
export const whenTrackingContext = (): Promise<TrackingContext> =>
  new Promise((resolve) => {
    const ready = () => (context ? resolve(context) : waiting.push(ready));
    ready();
  });

/** The stored ad click id, to attribute the event to the visitor's ad click. */
const currentTtclid = (): string | undefined => storage.get('ttclid') ?? readTtclidCookie();

/** Posts one event as it is; rejects with the client's typed error unless the server accepted it. */
export async function postTrackEvent(body: TrackEvent): Promise<void> {
  await client.POST('/tt/event/track', { headers: backgroundHeaders, body });
}

/**
 * Sends one event for the session's user and drama; any screen may call it. It waits while there is no user
 * (it is sent once there is one) and resolves false when the call fails, true once sent.
 * The work starts in a task of its own: the callers are a tap's handler or the first episode starting,
 * and reading the cookie jar and storage there would lengthen the task the visitor waits on.
 */
export async function trackEvent(event: TrackEventName, properties?: TrackEventProperties): Promise<boolean> {
  // Where and when the event happened: a tap on 'Top up now' is followed by a visit to /recharge.
  const happened = { url: window.location.href, eventTime: Math.floor(Date.now() / 1000) };
  await nextTask();
  try {
    await postTrackEvent(await eventBody(event, properties, happened));
    return true;
  } catch {
    return false;
  }
}

/**
 * One event's request body, for the session's user and drama (it waits while there is none), with a new
 * eventId; `happened` is where and when, read when it happened rather than when a user appeared.
 */
export async function eventBody(
  event: TrackEventName,
  properties: TrackEventProperties | undefined,
  happened: { url: string; eventTime: number },
): Promise<TrackEvent> {
  const { h5UserId, dramaId, promotionLinkId, pixelId } = await whenTrackingContext();
  const ttclid = currentTtclid();
  return {
    event,
    eventId: uuid(),
    eventTime: happened.eventTime,
    pixelId,
    h5UserId,
    dramaId,
    promotionLinkId,
    ...(ttclid ? { ttclid } : {}),
    url: happened.url,
    ...(properties ? { properties } : {}),
  };
}
