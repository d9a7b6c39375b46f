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
        // The early script comes first and asks first: on a slow network the first requests get the
        // bandwidth, and it needs only itself and the small modules it shares with the app.
        const earlyImports = early.imports;
        // Vite lists them (and the early script itself, which the app's entry imports) among the entry's preloads.
        const withoutEarlyImports = [early.fileName, ...earlyImports].reduce(
          (page, file) =>
            page.replace(new RegExp(`\\s*<link rel="modulepreload"[^>]*href="/${escape(file)}"[^>]*>`), ''),
          html,
        );
        const landing = chunkOf(bundle, screenModule);
        const entries = new Set(
          chunksOf(bundle)
            .filter((chunk) => chunk.isEntry)
            .map((chunk) => chunk.fileName),
        );
        const scripts = [landing.fileName, ...staticImports(bundle, landing)].filter(
          (file) => !entries.has(file) && !earlyImports.includes(file) && !html.includes(`/${file}"`),
        );
        const styles = [...(landing.viteMetadata?.importedCss ?? [])];
        const earlyTags = [
          `<script type="module" async crossorigin fetchpriority="high" src="/${early.fileName}"></script>`,
          ...earlyImports.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="high" href="/${file}">`),
        ].join('\n    ');
        // Before the app's own entry, and after the <meta>s that must come first.
        const entryScript = withoutEarlyImports.indexOf('<script type="module"');
        if (entryScript < 0) throw new Error('preload-landing: index.html has no module script');
        const page = `${withoutEarlyImports.slice(0, entryScript)}${earlyTags}\n    ${withoutEarlyImports.slice(entryScript)}`;
        const tags: HtmlTagDescriptor[] = [
          ...scripts.map((file) => link({ rel: 'modulepreload', href: `/${file}` })),
          ...styles.map((file) => link({ rel: 'preload', as: 'style', href: `/${file}` })),
        ];
        return { html: page, tags };
      },
    },
  };
}

function link(attrs: Record<string, string>): HtmlTagDescriptor {
  return { tag: 'link', attrs: { ...attrs, crossorigin: true }, injectTo: 'head' };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

function chunkOf(bundle: OutputBundle, module: string): OutputChunk {
  const chunk = chunksOf(bundle).find((each) => each.facadeModuleId?.endsWith(module));
  if (!chunk) throw new Error(`preload-landing: no chunk for ${module}`);
  return chunk;
}
