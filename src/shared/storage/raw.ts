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

/** Reads what localStorage itself holds (not the memory fallback), for making room in it. */
export function readStored(key: string): string | null {
  try {
    return local()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

// Chromium and WebKit name it QuotaExceededError; older Firefox NS_ERROR_DOM_QUOTA_REACHED.
const isQuotaFull = (error: unknown): boolean => error instanceof DOMException && /quota/i.test(error.name);

/**
 * Writes `raw` under `key`. When the quota is full, each of `makeRoom` in turn frees some of the app's own
 * space and the write is tried again; when it still fails, the value is kept in memory.
 */
export function writeRaw(key: string, raw: string, makeRoom: readonly (() => void)[] = []): void {
  const backend = local();
  for (let step = 0; backend && step <= makeRoom.length; step += 1) {
    try {
      if (step > 0) makeRoom[step - 1]?.();
      backend.setItem(key, raw);
      memory.delete(key);
      return;
    } catch (error) {
      if (!isQuotaFull(error)) break;
    }
  }
  memory.set(key, raw);
}

/** Replaces what localStorage holds under `key` with a smaller value, to make room: nothing else, no fallback. */
export function shrinkStored(key: string, raw: string | null): void {
  try {
    if (raw === null) local()?.removeItem(key);
    else local()?.setItem(key, raw);
  } catch {
    // Nothing was freed; the write that asked for room falls back to memory.
  }
}

export function removeRaw(key: string): void {
  memory.delete(key);
  try {
    local()?.removeItem(key);
  } catch {
    // Nothing to repair in a storage we cannot reach.
  }
}
