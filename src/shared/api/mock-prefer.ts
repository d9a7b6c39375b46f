import { operations, type OperationId } from './types';

// Development builds only (every caller is behind import.meta.env.DEV, so production
// bundles drop this module): pick a named Prism example from the browser.
//
//   http://localhost:5173/?info=demo-th&mock=getBalance:zeroBalance,unlockEpisode:insufficientBalance
//
// `mock` may repeat and holds comma-separated <operationId>:<exampleName> pairs. The
// choice is kept in sessionStorage (MOCK_PREFER) for the tab, so it outlives the
// app's own navigation; requests to a chosen operation then carry
// `Prefer: code=<status>, example=<name>`. `?mock=` (empty) clears the choice.

export const MOCK_PREFER_KEY = 'MOCK_PREFER';

type PreferMap = Partial<Record<OperationId, string>>;

function isOperationId(value: string): value is OperationId {
  return Object.hasOwn(operations, value);
}

function exampleStatus(id: OperationId, example: string): number | undefined {
  const examples: Record<string, number> = operations[id].examples;
  return Object.hasOwn(examples, example) ? examples[example] : undefined;
}

/** Reads `mock` from a query string into sessionStorage; does nothing when it is absent. */
export function captureMockPreferences(search: string): void {
  const params = new URLSearchParams(search);
  if (!params.has('mock')) return;
  const pairs = params
    .getAll('mock')
    .flatMap((value) => value.split(','))
    .map((pair) => pair.trim())
    .filter(Boolean);
  const map: PreferMap = {};
  for (const pair of pairs) {
    const [id = '', example = ''] = pair.split(':');
    if (isOperationId(id) && exampleStatus(id, example) !== undefined) map[id] = example;
    else console.warn(`?mock=${pair}: no such operationId:example in the contract; ignored.`);
  }
  try {
    if (Object.keys(map).length === 0) sessionStorage.removeItem(MOCK_PREFER_KEY);
    else sessionStorage.setItem(MOCK_PREFER_KEY, JSON.stringify(map));
  } catch {
    // No sessionStorage: the picker simply does not work in this tab.
  }
}

function readPreferences(): PreferMap {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(MOCK_PREFER_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as PreferMap) : {};
  } catch {
    return {};
  }
}

function templateMatches(template: string, pathname: string): boolean {
  const pattern = template
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  // Anchored at the end only, so a base path prefix ('/api/h5/...') still matches.
  return new RegExp(`${pattern}$`).test(pathname);
}

/** The Prefer header value for this request, when the developer chose an example for its operation. */
export function mockPreferHeader(method: string, schemaPath: string, url: string): string | undefined {
  const pathname = new URL(url, 'http://localhost').pathname;
  for (const [id, example] of Object.entries(readPreferences())) {
    if (!isOperationId(id) || typeof example !== 'string') continue;
    const operation = operations[id];
    if (operation.method !== method.toLowerCase()) continue;
    if (operation.path !== schemaPath && !templateMatches(operation.path, pathname)) continue;
    const status = exampleStatus(id, example);
    if (status !== undefined) return `code=${status}, example=${example}`;
  }
  return undefined;
}
