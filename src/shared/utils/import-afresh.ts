// A module whose fetch failed (offline, a deploy in between) is imported again under another query.
// Used by the screens' chunks (app/routes/lazy-screen.tsx) and the texts' namespaces (shared/i18n).

/** The address of the module whose fetch failed, as Chrome and Firefox word the error; null when unnamed. */
export function failedModuleAddress(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const address = /dynamically imported module: (\S+)/.exec(message)?.[1];
  if (!address) return null;
  try {
    const url = new URL(address, window.location.href);
    return url.origin === window.location.origin ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Imports the module at `address` again. Some browsers keep a failed module fetch for the life of the
 * page and answer every later import of that address with the same failure, so the retry asks for it
 * under another query: the same file, fetched anew; what it imports resolves to the same modules.
 */
export function importAfresh<Module>(address: string): Promise<Module> {
  const url = new URL(address);
  url.searchParams.set('retry', String(Date.now()));
  return import(/* @vite-ignore */ url.href) as Promise<Module>;
}
