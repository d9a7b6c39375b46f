// A stand-in for navigator.mediaSession and MediaMetadata (jsdom has neither), for this feature's tests.
import { vi } from 'vitest';

export interface FakeMediaSession {
  metadata: MediaMetadataInit | null;
  playbackState: MediaSessionPlaybackState;
  handlers: Map<MediaSessionAction, MediaSessionActionHandler>;
  setActionHandler: (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => void;
  setPositionState: ReturnType<typeof vi.fn<(state?: MediaPositionState) => void>>;
  /** Calls the handler the app registered for `action`, as a lock screen button would. */
  press: (action: MediaSessionAction, details?: Partial<MediaSessionActionDetails>) => void;
}

/** A session that, like older browsers, throws for the actions in `unknown`. */
export function fakeMediaSession(unknown: readonly MediaSessionAction[] = []): FakeMediaSession {
  vi.stubGlobal(
    'MediaMetadata',
    class {
      constructor(init: MediaMetadataInit) {
        Object.assign(this, init);
      }
    },
  );
  const handlers = new Map<MediaSessionAction, MediaSessionActionHandler>();
  return {
    metadata: null,
    playbackState: 'none',
    handlers,
    setActionHandler(action, handler) {
      if (unknown.includes(action)) throw new TypeError(`The provided value '${action}' is not a valid enum value`);
      if (handler) handlers.set(action, handler);
      else handlers.delete(action);
    },
    setPositionState: vi.fn(),
    press(action, details = {}) {
      const handler = handlers.get(action);
      if (!handler) throw new Error(`no ${action} handler`);
      handler({ action, ...details });
    },
  };
}

/** A <video> stand-in with a duration (jsdom plays nothing), whose events the test fires. */
export function fakeVideo(duration = 60, currentTime = 10): HTMLVideoElement {
  return Object.assign(new EventTarget(), { duration, currentTime, playbackRate: 1 }) as unknown as HTMLVideoElement;
}
