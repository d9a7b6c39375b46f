import type { Plugin } from 'vite';

/**
 * Bundles what a landing runs into three chunks instead of a dozen small shared ones: `boot` (what the
 * page's entry imports: inside the app's chunk the entry would run the whole app before it could wait),
 * `start` (src/app/start.tsx and everything it imports statically) and `home` (the landing screen with
 * what it alone imports), each evaluated in a task of its own. docs/start-path.md, "The start chunk".
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
