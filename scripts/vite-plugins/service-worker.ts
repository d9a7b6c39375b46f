import type { Plugin, ResolvedConfig } from 'vite';
import { buildClassicScript } from './classic-script';

export interface ServiceWorkerOptions {
  /** The worker's source (src/entries/shell-worker/shell-worker.ts). */
  entry: string;
  /** Where it is served: a fixed name at the root, so its scope is the whole site and every release replaces it. */
  fileName: string;
}

/**
 * Builds the service worker as one classic script under a fixed name. Not hashed like the assets: the
 * browser finds a new release's worker by fetching the same address again (nginx sends it no-cache,
 * and the page registers it with updateViaCache 'none'), and the worker's scope is the folder it is served from.
 * docs/start-path.md, "The shell worker".
 */
export function serviceWorker({ entry, fileName }: ServiceWorkerOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: await buildClassicScript(config, entry) });
    },
  };
}
