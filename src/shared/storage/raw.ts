// Raw access to localStorage for storage.ts. When localStorage is unavailable (private mode, a sandboxed
// iframe) or full, values live in memory for the page's lifetime instead of crashing the app.

const memory = new Map<string, string>();

function local(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // Accessing the property itself throws in some sandboxes.
  }
}

export function readRaw(key: string): string | null {
  const fallback = memory.get(key);
  if (fallback !== undefined) return fallback;
  try {
    return local()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

// Chromium and WebKit name it QuotaExceededError; older Firefox NS_ERROR_DOM_QUOTA_REACHED.
const isQuotaFull = (error: unknown): boolean => error instanceof DOMException && /quota/i.test(error.name);

/** What storage could not read, set aside (quarantine.ts): the first to go when the quota is full. */
export const QUARANTINE_KEY = 'QUARANTINE';

/**
 * Writes `raw` under `key`. When the quota is full, what was set aside for diagnosis makes room and the write is
 * tried again; when it still fails, the value is kept in memory.
 */
export function writeRaw(key: string, raw: string): void {
  const backend = local();
  for (let attempt = 0; backend && attempt < 2; attempt += 1) {
    try {
      if (attempt > 0) backend.removeItem(QUARANTINE_KEY);
      backend.setItem(key, raw);
      memory.delete(key);
      return;
    } catch (error) {
      if (!isQuotaFull(error) || key === QUARANTINE_KEY) break;
    }
  }
  memory.set(key, raw);
}

export function removeRaw(key: string): void {
  memory.delete(key);
  try {
    local()?.removeItem(key);
  } catch {
    // Nothing to repair in a storage we cannot reach.
  }
}
