// TikTok pixel events through the backend (/tt/event/track), with the names DESIGN.md lists.
// Fire-and-forget: the answer is a boolean, never an exception, and nothing waits on it.
import type { TrackEvent, TrackEventProperties } from '@/shared/api/types';
import { readTtclidCookie } from '@/shared/storage/cookie';
import { storage } from '@/shared/storage/storage';
import { client } from '@/shared/api/client';
import { quietHeaders } from '@/shared/api/middleware';
import * as parse from '@/shared/utils/parse';
import { nextTask } from '@/shared/utils/next-task';
import { uuid } from '@/shared/utils/uuid';

export type TrackEventName = TrackEvent['event'];

// Storage checks only an outline of DRAMA_INFO; these are the fields an event needs.
const parseAttribution = parse.looseObject({
  dramaId: parse.nonEmptyString,
  promotionLinkId: parse.nonEmptyString,
  pixelId: parse.string,
});

/**
 * Sends one event for the current user and drama (read from storage, so any screen may call it).
 * Resolves false, without sending, before a user and a drama exist, and false when the call fails.
 * The work starts in a task of its own: the callers are a tap's handler or the first episode starting,
 * and reading the cookie jar and storage there would lengthen the task the visitor waits on.
 */
export async function trackEvent(event: TrackEventName, properties?: TrackEventProperties): Promise<boolean> {
  // Where and when the event happened: a tap on 'Top up now' is followed by a visit to /recharge.
  const url = window.location.href;
  const eventTime = Math.floor(Date.now() / 1000);
  await nextTask();
  const h5UserId = storage.get('USER_ID');
  const attribution = parseAttribution(storage.get('DRAMA_INFO'));
  if (!h5UserId || !attribution) return false;
  const { dramaId, promotionLinkId, pixelId } = attribution;
  const ttclid = storage.get('ttclid') ?? readTtclidCookie();
  try {
    await client.POST('/tt/event/track', {
      headers: quietHeaders,
      body: {
        event,
        eventId: uuid(),
        eventTime,
        pixelId,
        h5UserId,
        dramaId,
        promotionLinkId,
        ...(ttclid ? { ttclid } : {}),
        url,
        ...(properties ? { properties } : {}),
      },
    });
    return true;
  } catch {
    return false;
  }
}
