// When the outbox (outbox.ts) is worth sending again: once the session has a user (a reload or a relaunch
// after a lost event), back online, back in the foreground. On the start path, so it only looks at storage;
// the outbox itself is loaded when it holds something.
import { storage } from '@/shared/storage/storage';
import { whenTrackingContext } from './track';

function flushIfKept(): void {
  const kept = storage.get('EVENT_OUTBOX');
  if (!kept || Object.keys(kept).length === 0) return;
  void import('./outbox').then(({ flushOutbox }) => flushOutbox());
}

function flushIfVisible(): void {
  if (document.visibilityState === 'visible') flushIfKept();
}

/** Starts watching, for the app's life; the function returned stops it. */
export function watchEventOutbox(): () => void {
  let watching = true;
  void whenTrackingContext().then(() => watching && flushIfKept());
  window.addEventListener('online', flushIfKept);
  document.addEventListener('visibilitychange', flushIfVisible);
  return () => {
    watching = false;
    window.removeEventListener('online', flushIfKept);
    document.removeEventListener('visibilitychange', flushIfVisible);
  };
}
