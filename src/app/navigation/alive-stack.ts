import type { RouteKey } from './routes';

export type HistoryAction = 'PUSH' | 'POP' | 'REPLACE';

/** A kept-alive page: one per route (a query-string change keeps the same page). */
export interface AliveEntry<L = unknown> {
  /** Instance id: a page dropped and visited again is a new instance with a new id. */
  id: number;
  key: RouteKey;
  /** Position of the page in the browser history (react-router's history.state.idx). */
  index: number;
  /** The location the page last showed; a hidden page keeps seeing its own. */
  location: L;
}

export interface Visit<L = unknown> {
  action: HistoryAction;
  key: RouteKey;
  index: number;
  location: L;
}

/**
 * The pages alive after a visit. The stack mirrors the browser history, one page per
 * route: pages at earlier positions stay alive (back restores them as they were); a
 * push discards every page at or after its position, as the browser discards its
 * forward entries, so the pages left behind when going forward are dropped. A page
 * the visitor went back from stays alive as a forward entry until such a push.
 */
export function nextAliveStack<L>(
  stack: readonly AliveEntry<L>[],
  visit: Visit<L>,
  newId: () => number,
): AliveEntry<L>[] {
  const existing = stack.find((entry) => entry.key === visit.key);
  const survivors = stack.filter((entry) => {
    if (entry.key === visit.key) return false;
    if (visit.action === 'PUSH') return entry.index < visit.index;
    // A history position shows one page: the page that was there has been replaced.
    return entry.index !== visit.index;
  });
  // The same route pushed again after it was left behind by going forward is a new page.
  const reusable = existing && (visit.action !== 'PUSH' || existing.index < visit.index) ? existing : undefined;
  const entry: AliveEntry<L> = {
    id: reusable?.id ?? newId(),
    key: visit.key,
    index: visit.index,
    location: visit.location,
  };
  return [...survivors, entry];
}
