import type { Plugin } from 'vite';

/**
 * Bundles what a landing runs into two chunks: the app that the entry imports dynamically
 * (src/app/start.tsx) with everything it imports statically, as the entry chunk held the app before the
 * entry learned to wait for the first frame; and the landing screen (home, where every promotion link
 * lands) with what it alone imports. Left alone, the bundler would give each module they share with a
 * lazy screen a chunk of its own: a dozen more requests before the first frame, which on HTTP/1.1 wait
 * for one of six connections, the early drama call among them. Two chunks, not one: each is evaluated
 * in a task of its own, and a slow phone's main thread gets a breath between them.
 *
 * What the entry itself imports (Vite's preload helper, the stale-chunk reload) gets a small chunk of its own,
 * taken first: the app imports it too, and in the app's chunk the entry would import, and so run, the
 * whole app before it could wait.
 */
export function startChunk({ start, screen }: { start: string; screen: string }): Plugin {
  const entries = new Set<string>();
  const entryGraph = new Set<string>();
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
                { name: 'boot', test: (id: string) => entryGraph.has(id) && !entries.has(id), priority: 3 },
                { name: 'start', test: (id: string) => startGraph.has(id) && !entryGraph.has(id), priority: 2 },
                {
                  name: 'home',
                  test: (id: string) => screenGraph.has(id) && !startGraph.has(id) && !entryGraph.has(id),
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      const ids = [...this.getModuleIds()];
      /** `root` and everything it imports statically, into `graph`. */
      const collect = (root: string, graph: Set<string>) => {
        const pending = [root];
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (graph.has(id)) continue;
          graph.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      const moduleId = (module: string) => {
        const id = ids.find((each) => each.endsWith(module));
        if (!id) throw new Error(`start-chunk: no module ${module}`);
        return id;
      };
      for (const id of ids) if (this.getModuleInfo(id)?.isEntry) entries.add(id);
      for (const id of entries) collect(id, entryGraph);
      collect(moduleId(start), startGraph);
      collect(moduleId(screen), screenGraph);
    },
  };
}
