import type { Plugin } from 'vite';

/**
 * Bundles the app that the entry imports dynamically (src/app/start.tsx) and everything it imports
 * statically into one chunk, as the entry chunk was before the entry learned to wait for the first frame.
 * Left alone, the bundler would give each module the app shares with a lazy screen a chunk of its own:
 * a dozen more requests before the first frame, which on HTTP/1.1 wait for one of six connections.
 */
export function startChunk(startModule: string): Plugin {
  const graph = new Set<string>();
  return {
    name: 'start-chunk',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // Vite's preload helper is the entry's too (it loads the app with it): in the app's chunk, the
                // entry would import, and so run, the whole app first. A group of its own, taken first.
                { name: 'preload-helper', test: /preload-helper/, priority: 2 },
                { name: 'start', test: (id: string) => graph.has(id), priority: 1 },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      const start = [...this.getModuleIds()].find((id) => id.endsWith(startModule));
      if (!start) throw new Error(`start-chunk: no module ${startModule}`);
      const pending = [start];
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (graph.has(id)) continue;
        graph.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
