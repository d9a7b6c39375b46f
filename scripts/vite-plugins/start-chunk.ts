import type { Plugin } from 'vite';

/**
 * Bundles what a landing runs into one chunk: the app that the entry imports dynamically
 * (src/app/start.tsx), the landing screen (every promotion link lands on home, and index.html preloads it
 * on every route anyway) and everything they import statically, as the entry chunk held the app before
 * the entry learned to wait for the first frame. Left alone, the bundler would give each module they
 * share with a lazy screen a chunk of its own: a dozen more requests before the first frame, which on
 * HTTP/1.1 wait for one of six connections, the early drama call among them.
 */
export function startChunk(modules: string[]): Plugin {
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
                { name: 'start', test: (id: string) => graph.has(id) || /rolldown[:/]runtime/.test(id), priority: 1 },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const pending = modules.map((module) => {
        const id = ids.find((each) => each.endsWith(module));
        if (!id) throw new Error(`start-chunk: no module ${module}`);
        return id;
      });
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (graph.has(id)) continue;
        graph.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
