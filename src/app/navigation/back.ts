import { routeKeyOf } from './routes';

export type BackStep = { kind: 'go'; delta: -1 | -2 } | { kind: 'replace'; to: '/' };

export interface InAppHistory {
  /** Position of the current entry (react-router's history.state.idx; 0 is where the visitor landed). */
  index: number;
  /** Paths of the in-app history entries by position, as far as this page has seen them. */
  paths: readonly (string | undefined)[];
  currentPath: string;
}

/**
 * docs/product-rules.md, "Screens and navigation": back goes back in history; if the previous entry is the current
 * path it goes two steps back (one step would look like nothing happened); with no
 * history it replaces the address with /. Entries before index 0 belong to other sites,
 * so "no history" means index 0, whatever window.history.length says.
 */
export function decideBack({ index, paths, currentPath }: InAppHistory): BackStep {
  if (index <= 0) return { kind: 'replace', to: '/' };
  const previous = paths[index - 1];
  // An entry seen before a reload is unknown: one plain step back is the safe choice.
  if (previous === undefined || !isSamePage(previous, currentPath)) return { kind: 'go', delta: -1 };
  return index >= 2 ? { kind: 'go', delta: -2 } : { kind: 'replace', to: '/' };
}

/** / and /home (and a short code, which shows home) are the same page. */
function isSamePage(a: string, b: string): boolean {
  return routeKeyOf(a) === routeKeyOf(b);
}

/** The in-app history paths after a visit: a push discards the forward entries, as the browser does. */
export function nextHistoryPaths(
  paths: readonly (string | undefined)[],
  visit: { action: 'PUSH' | 'POP' | 'REPLACE'; index: number; path: string },
): (string | undefined)[] {
  const next = visit.action === 'PUSH' ? paths.slice(0, visit.index) : [...paths];
  next[visit.index] = visit.path;
  return next;
}
