import type { Plugin } from 'vite';

/**
 * Bundles what a landing runs into two chunks: the app that the entry imports dynamically
 * (src/app/start.tsx) with everything it imports statically, as the entry chunk held the app before the
 * entry learned to wait for the first frame; and the landing screen (home, where every promotion link
 * lands) with what it alone imports. Left alone, the bundler would give each module they share with a
 * lazy screen a chunk of its own: a dozen more requests before the first frame, which on HTTP/1.1 wait
 * for one of six connections, the early drama call among them. Two chunks, not one: each is evaluated
 * in a task of its own, and a slow phone's main thread gets a breath between them.
 */
export function startChunk({ start, screen }: { start: string; screen: string }): Plugin {
  const startGraph = new Set<string>();
  const screenGraph = new Set<string>();
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
                { name: 'preload-helper', test: /preload-helper/, priority: 3 },
                { name: 'start', test: (id: string) => startGraph.has(id), priority: 2 },
                { name: 'home', test: (id: string) => screenGraph.has(id) && !startGraph.has(id), priority: 1 },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const collect = (module: string, graph: Set<string>) => {
        const root = ids.find((id) => id.endsWith(module));
        if (!root) throw new Error(`start-chunk: no module ${module}`);
        const pending = [root];
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (graph.has(id)) continue;
          graph.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      collect(start, startGraph);
      collect(screen, screenGraph);
    },
  };
}
