import type { Location } from 'react-router';
import { nextAliveStack, type AliveEntry } from './alive-stack';
import type { AppHistory } from './app-history';
import { nextHistoryPaths } from './back';
import { directionBetween, routeKeyOf } from './routes';

export interface PageTransition {
  /** Changes with every navigation, so a late animationend cannot end a newer transition. */
  id: number;
  direction: 'go' | 'back';
  /** The page being left, when it is still alive (it stays visible until the transition ends). */
  fromId: number | undefined;
  toId: number;
}

interface NavigationSnapshot {
  alive: readonly AliveEntry<Location>[];
  currentId: number;
  transition: PageTransition | null;
  /** In-app history, for the back rules. */
  index: number;
  paths: readonly (string | undefined)[];
  location: Location;
}

/** The part of the app's history (app-history.ts) the store follows. */
export type FollowedHistory = Pick<AppHistory, 'location' | 'listen'>;

export interface NavigationStore {
  getSnapshot(): NavigationSnapshot;
  subscribe(listener: () => void): () => void;
  finishTransition(id: number): void;
  dispose(): void;
}

export interface NavigationStoreOptions {
  /** react-router keeps the entry's position in history.state.idx; it survives reloads. */
  readIndex?: () => number;
  prefersReducedMotion?: () => boolean;
}

const readHistoryIndex = () => {
  const idx: unknown = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
};
const reducedMotionQuery = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Navigation as the shell needs it: which pages are alive, which one shows, which
 * transition runs, and the in-app history. It lives outside React and follows the
 * history, so the back rules can read the history at the moment of a tap.
 */
export function createNavigationStore(history: FollowedHistory, options: NavigationStoreOptions = {}): NavigationStore {
  const readIndex = options.readIndex ?? readHistoryIndex;
  const prefersReducedMotion = options.prefersReducedMotion ?? reducedMotionQuery;
  let lastId = 0;
  const newId = () => ++lastId;
  const listeners = new Set<() => void>();

  const first = history.location;
  const firstIndex = readIndex();
  const alive = nextAliveStack<Location>(
    [],
    { action: 'POP', key: routeKeyOf(first.pathname), index: firstIndex, location: first },
    newId,
  );
  let snapshot: NavigationSnapshot = {
    alive,
    currentId: lastId,
    transition: null,
    index: firstIndex,
    paths: nextHistoryPaths([], { action: 'POP', index: firstIndex, path: first.pathname }),
    location: first,
  };

  const emit = (next: NavigationSnapshot) => {
    snapshot = next;
    listeners.forEach((listener) => listener());
  };

  const unsubscribe = history.listen(({ action, location }) => {
    const index = readIndex();
    const key = routeKeyOf(location.pathname);
    const from = snapshot.alive.find((entry) => entry.id === snapshot.currentId);
    const nextAlive = nextAliveStack(snapshot.alive, { action, key, index, location }, newId);
    const to = nextAlive[nextAlive.length - 1]!;
    const direction = from && !prefersReducedMotion() ? directionBetween(from.key, key) : 'none';
    const fromId = from && nextAlive.some((entry) => entry.id === from.id) ? from.id : undefined;
    emit({
      alive: nextAlive,
      currentId: to.id,
      transition: direction === 'none' ? null : { id: newId(), direction, fromId, toId: to.id },
      index,
      paths: nextHistoryPaths(snapshot.paths, { action, index, path: location.pathname }),
      location,
    });
  });

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    finishTransition(id) {
      if (snapshot.transition?.id === id) emit({ ...snapshot, transition: null });
    },
    dispose: unsubscribe,
  };
}
