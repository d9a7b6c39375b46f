import type { ApiError } from './errors';

// Signals from the middleware to whoever cares (the app shell, the session feature),
// without the API layer knowing about them.
export type ApiEventMap = {
  /** A 401 (HTTP status or envelope code): the token is already removed, a redirect to /login follows. */
  unauthorized: ApiError;
  /**
   * A 403 (HTTP status or envelope code): the internal request403 event (docs/product-rules.md, "Calls and failures").
   */
  request403: ApiError;
};

type Handler<T> = (payload: T) => void;

function createEmitter<Events extends Record<string, unknown>>() {
  const handlers = new Map<keyof Events, Set<Handler<never>>>();
  return {
    /** Subscribes; returns the unsubscribe function. */
    on<K extends keyof Events>(name: K, handler: Handler<Events[K]>): () => void {
      const set = handlers.get(name) ?? new Set();
      set.add(handler as Handler<never>);
      handlers.set(name, set);
      return () => {
        set.delete(handler as Handler<never>);
      };
    },
    emit<K extends keyof Events>(name: K, payload: Events[K]): void {
      for (const handler of [...(handlers.get(name) ?? [])]) {
        try {
          (handler as Handler<Events[K]>)(payload);
        } catch (error) {
          // One broken listener must not stop the others or the request's own handling.
          console.error(`apiEvents: a ${String(name)} listener threw`, error);
        }
      }
    },
  };
}

export const apiEvents = createEmitter<ApiEventMap>();
