// The playback quality reporter, loaded after the first frame (views.ts): it watches each view's stalls, and when
// the page is hidden or goes away it sends the views not yet sent, as one batch, with a beacon
// (docs/backend.md, "Playback quality"). Nothing here may disturb playback: every listener is passive, and a
// failure to send is dropped.
import type { PlaybackQualityBatch, PlaybackView } from '@/shared/api/types';
import { storage } from '@/shared/storage/storage';
import { uuid } from '@/shared/utils/uuid';
import { viewFigures, type Stalls } from './figures';
import { sendBatch } from './send-batch';
import type { View } from './views';

interface Watched {
  viewId: string;
  stalls: Stalls;
  /** The figures last sent, so that a view unchanged since is not sent again. */
  sent?: string;
  stop: () => void;
}

type EffectiveType = NonNullable<PlaybackQualityBatch['network']>;
const NETWORKS: readonly string[] = ['slow-2g', '2g', '3g', '4g'] satisfies EffectiveType[];

function network(): EffectiveType | undefined {
  const type = (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return type !== undefined && NETWORKS.includes(type) ? (type as EffectiveType) : undefined;
}

/** Watches one view's element: a stall is a `waiting` (or a `stalled` that stopped it) after the first frame. */
function watchStalls(view: View, stalls: Stalls): () => void {
  const { element } = view;
  const live = () => view.endedAt === undefined;
  const begin = () => {
    // Before the first frame it is the start, not a stall; a seek's wait is the visitor's.
    const framed = view.marks.frameAt !== undefined;
    if (!live() || !framed || element.seeking || element.paused || stalls.since !== undefined) return;
    if (element.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) return;
    stalls.since = performance.now();
  };
  const finish = () => {
    if (stalls.since === undefined) return;
    stalls.count += 1;
    stalls.ms += Math.max(0, (view.endedAt ?? performance.now()) - stalls.since);
    stalls.since = undefined;
  };
  const controller = new AbortController();
  const options = { signal: controller.signal, passive: true };
  element.addEventListener('waiting', begin, options);
  element.addEventListener('stalled', begin, options);
  element.addEventListener('playing', finish, options);
  // The visitor paused during a stall, or the view ended: the stall ends there.
  element.addEventListener('pause', finish, options);
  element.addEventListener('emptied', finish, options);
  // A reporter loaded during a stall sees it from now on.
  begin();
  return () => controller.abort();
}

/** The page whose hiding sends the views; the real one unless a test passes its own. */
export interface ReportedPage {
  window: Pick<Window, 'addEventListener'>;
  document: Pick<Document, 'addEventListener' | 'visibilityState'>;
}

/**
 * Starts reporting `views` (the player's list, views.ts), now and from every view added after; returns what the
 * player calls with each new view.
 */
export function startReporting(views: View[], page: ReportedPage = { window, document }): (view: View) => void {
  const pageLoadId = uuid();
  const watched = new Map<View, Watched>();
  const watch = (view: View) => {
    if (watched.has(view)) return;
    const stalls: Stalls = { count: 0, ms: 0 };
    watched.set(view, { viewId: uuid(), stalls, stop: watchStalls(view, stalls) });
  };

  const flush = () => {
    const now = performance.now();
    const batch: PlaybackView[] = [];
    for (const view of views) {
      const entry = watched.get(view);
      if (!entry) continue;
      const figures = viewFigures(view, entry.viewId, entry.stalls, now);
      const text = JSON.stringify(figures);
      if (text !== entry.sent) batch.push(figures);
      entry.sent = text;
    }
    // An ended view sent is done with; one still on screen stays, to be sent again if it changes.
    for (const view of [...views]) {
      if (view.endedAt === undefined) continue;
      views.splice(views.indexOf(view), 1);
      watched.get(view)?.stop();
      watched.delete(view);
    }
    // Views the player's bound pushed out before they were sent.
    for (const [view, entry] of watched) {
      if (views.includes(view)) continue;
      entry.stop();
      watched.delete(view);
    }
    if (batch.length === 0) return;
    const h5UserId = storage.get('USER_ID');
    const connection = network();
    sendBatch({
      pageLoadId,
      ...(h5UserId === undefined ? {} : { h5UserId }),
      sentAt: Date.now(),
      ...(connection === undefined ? {} : { network: connection }),
      views: batch,
    });
  };

  // Hidden is the last moment a phone's page is sure to run (it may be killed in the background without
  // pagehide); pagehide also catches a desktop's tab closed while shown.
  page.document.addEventListener('visibilitychange', () => page.document.visibilityState === 'hidden' && flush());
  page.window.addEventListener('pagehide', flush);
  for (const view of views) watch(view);
  // For a reader of the page's timeline (the bench, a test): the reporter is listening.
  performance.mark('playback-quality');
  return watch;
}
