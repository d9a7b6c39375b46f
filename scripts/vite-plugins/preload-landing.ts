import type { HtmlTagDescriptor, Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

export interface PreloadLandingOptions {
  /** The screen every promotion link lands on. */
  screenModule: string;
  /** A tiny script of its own that starts the first API call (src/early.ts). */
  earlyModule: string;
}

/**
 * Makes the built index.html ask for everything the landing screen needs at once, instead of one round
 * trip after another (on a slow network each costs 150 ms or more):
 * - the early script, a separate async file (Vite folds every module script in index.html into one entry,
 *   which would make it wait for the whole app);
 * - <link rel="modulepreload"> for the home screen's chunk and its imports, and a style preload for its CSS,
 *   which the browser would otherwise only learn of once the app's entry had downloaded and run.
 * Other screens stay on demand.
 */
export function preloadLanding({ screenModule, earlyModule }: PreloadLandingOptions): Plugin {
  return {
    name: 'preload-landing',
    apply: 'build',
    config: () => ({
      build: { rollupOptions: { input: { index: 'index.html', early: earlyModule } } },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return [];
        const early = chunkOf(bundle, earlyModule);
        const landing = chunkOf(bundle, screenModule);
        const entries = new Set(
          chunksOf(bundle)
            .filter((chunk) => chunk.isEntry)
            .map((chunk) => chunk.fileName),
        );
        const scripts = [landing.fileName, ...landing.imports].filter(
          (file) => !entries.has(file) && !html.includes(`/${file}"`),
        );
        const styles = [...(landing.viteMetadata?.importedCss ?? [])];
        const tags: HtmlTagDescriptor[] = [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${early.fileName}` },
            injectTo: 'head',
          },
          ...scripts.map((file) => link({ rel: 'modulepreload', href: `/${file}` })),
          ...styles.map((file) => link({ rel: 'preload', as: 'style', href: `/${file}` })),
        ];
        return tags;
      },
    },
  };
}

function link(attrs: Record<string, string>): HtmlTagDescriptor {
  return { tag: 'link', attrs: { ...attrs, crossorigin: true }, injectTo: 'head' };
}

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
}

function chunkOf(bundle: OutputBundle, module: string): OutputChunk {
  const chunk = chunksOf(bundle).find((each) => each.facadeModuleId?.endsWith(module));
  if (!chunk) throw new Error(`preload-landing: no chunk for ${module}`);
  return chunk;
}
