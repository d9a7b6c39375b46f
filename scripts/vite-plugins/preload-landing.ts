import type { HtmlTagDescriptor, Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

export interface PreloadLandingOptions {
  /**
   * What a landing needs besides the entry: the app the entry imports dynamically (it waits for the
   * first frame before it runs it), and the screen every promotion link lands on.
   */
  modules: string[];
}

/**
 * Makes the built index.html ask for everything a landing needs at once, instead of one round trip after
 * another (on a slow network each costs 150 ms or more): <link rel="modulepreload"> for each module's
 * chunk and its imports, and a style preload for their CSS, which the browser would otherwise only learn
 * of once the app's entry had downloaded and run. Other screens stay on demand.
 */
export function preloadLanding({ modules }: PreloadLandingOptions): Plugin {
  return {
    name: 'preload-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return [];
        const landing = modules.map((module) => chunkOf(bundle, module));
        const entries = new Set(
          chunksOf(bundle)
            .filter((chunk) => chunk.isEntry)
            .map((chunk) => chunk.fileName),
        );
        const scripts = new Set(
          landing
            .flatMap((chunk) => [chunk.fileName, ...staticImports(bundle, chunk)])
            .filter((file) => !entries.has(file) && !html.includes(`/${file}"`)),
        );
        const styles = new Set(landing.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
        return [
          ...[...scripts].map((file) => link({ rel: 'modulepreload', href: `/${file}` })),
          ...[...styles].map((file) => link({ rel: 'preload', as: 'style', href: `/${file}` })),
        ];
      },
    },
  };
}

function link(attrs: Record<string, string>): HtmlTagDescriptor {
  return { tag: 'link', attrs: { ...attrs, crossorigin: true }, injectTo: 'head' };
}

/** Every chunk `chunk` needs before it runs: its static imports, theirs, and so on. */
function staticImports(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()): string[] {
  for (const file of chunk.imports) {
    if (seen.has(file)) continue;
    seen.add(file);
    const imported = bundle[file];
    if (imported?.type === 'chunk') staticImports(bundle, imported, seen);
  }
  return [...seen];
}

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
}

/** The chunk `module` is bundled into (its own, or a group's such as start-chunk.ts makes). */
function chunkOf(bundle: OutputBundle, module: string): OutputChunk {
  const chunks = chunksOf(bundle);
  const chunk =
    chunks.find((each) => each.facadeModuleId?.endsWith(module)) ??
    chunks.find((each) => each.moduleIds.some((id) => id.endsWith(module)));
  if (!chunk) throw new Error(`preload-landing: no chunk for ${module}`);
  return chunk;
}
